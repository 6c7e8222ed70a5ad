package com.example.finder;

import android.os.Bundle;
import android.widget.EditText;
import androidx.appcompat.app.AlertDialog;
import androidx.appcompat.app.AppCompatActivity;
import com.google.android.material.dialog.MaterialAlertDialogBuilder;

public class FinderActivity extends AppCompatActivity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
    }

    void showSearch() {
        new MaterialAlertDialogBuilder(this).setView(R.layout.dialog_search).show();
    }

    void showRename() {
        final AlertDialog dialog = new MaterialAlertDialogBuilder(this).setView(R.layout.dialog_rename).show();
        final EditText field = dialog.findViewById(R.id.rename_field);
        field.requestFocus();
    }

    void showNote() {
        new MaterialAlertDialogBuilder(this).setView(R.layout.dialog_note).show();
    }
}
