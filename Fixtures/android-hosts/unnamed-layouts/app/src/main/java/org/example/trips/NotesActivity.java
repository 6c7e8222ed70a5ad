package org.example.trips;

import android.os.Bundle;

import androidx.appcompat.app.AppCompatActivity;

public class NotesActivity extends AppCompatActivity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        setContentView(R.layout.activity_notes);
        int layout = getResources().getIdentifier("dialog_pick_stream", "layout", getPackageName());
        Dialogs.show(this, layout);
    }
}
