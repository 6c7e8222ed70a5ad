package org.example.notes

import android.os.Bundle
import androidx.appcompat.app.AppCompatActivity

class NoteActivity : AppCompatActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_note)
    }
}
