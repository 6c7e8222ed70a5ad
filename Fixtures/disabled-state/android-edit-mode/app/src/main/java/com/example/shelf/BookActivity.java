package com.example.shelf;

import android.os.Bundle;
import androidx.appcompat.app.AppCompatActivity;
import com.example.shelf.databinding.ActivityBookBinding;

public class BookActivity extends AppCompatActivity {
    public static final String EXTRA_BOOK_ID = "book_id";

    private ActivityBookBinding binding;
    private boolean creating;

    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        binding = ActivityBookBinding.inflate(getLayoutInflater());
        setContentView(binding.getRoot());
        creating = !getIntent().hasExtra(EXTRA_BOOK_ID);

        // The owner is shown, never edited.
        binding.ownerLabel.setEnabled(false);
        // Nothing to save until a field changes.
        binding.saveButton.setEnabled(false);

        if (creating) {
            binding.titleField.requestFocus();
        } else {
            // An existing book keeps its shelf and title.
            binding.titleField.setEnabled(false);
            binding.shelfPath.setEnabled(false);
        }
    }
}
