package org.example.notes;

import android.os.Bundle;
import android.view.ViewGroup;

public class NotesActivity extends ScreenActivity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        ViewGroup frame = findViewById(android.R.id.content);
        getLayoutInflater().inflate(R.layout.activity_notes, frame, true);
    }
}
