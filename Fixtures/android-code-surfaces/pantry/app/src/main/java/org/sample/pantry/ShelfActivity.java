package org.sample.pantry;

import android.os.Bundle;
import android.view.View;
import androidx.appcompat.app.AppCompatActivity;
import com.google.android.material.bottomsheet.BottomSheetDialog;

public class ShelfActivity extends AppCompatActivity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        setContentView(R.layout.activity_shelf);
        findViewById(R.id.shelf_title).setOnLongClickListener(v -> {
            showShareSheet();
            return true;
        });
    }

    private void showShareSheet() {
        BottomSheetDialog dialog = new BottomSheetDialog(this);
        View view = getLayoutInflater().inflate(R.layout.sheet_share, null);
        dialog.setContentView(view);
        dialog.show();
    }
}
