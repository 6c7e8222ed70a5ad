package org.example.notes;

import android.os.Bundle;
import androidx.appcompat.app.AppCompatActivity;

public class NoteCardActivity extends AppCompatActivity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        setContentView(R.layout.activity_note_card);
    }
}
