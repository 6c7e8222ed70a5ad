package org.example.shared;

import android.os.Bundle;

import androidx.appcompat.app.AppCompatActivity;

import org.example.notes.R;

public class TextEntryActivity extends AppCompatActivity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        setContentView(R.layout.activity_text_entry);
    }
}
