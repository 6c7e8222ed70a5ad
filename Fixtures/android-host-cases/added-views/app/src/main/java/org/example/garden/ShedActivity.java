package org.example.garden;

import android.os.Bundle;
import android.view.View;
import android.view.ViewGroup;
import androidx.appcompat.app.AlertDialog;
import androidx.appcompat.app.AppCompatActivity;

public class ShedActivity extends AppCompatActivity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        View view = getLayoutInflater().inflate(R.layout.activity_shed, null);
        setContentView(view);

        ViewGroup shelf = (ViewGroup) findViewById(R.id.shelf);
        View tool = getLayoutInflater().inflate(R.layout.item_tool, shelf, false);
        shelf.addView(tool);
    }

    private void showNote() {
        View view = getLayoutInflater().inflate(R.layout.dialog_note, null);
        new AlertDialog.Builder(this).setView(view).show();
    }
}
