package org.sample.birdwatch.notes

import android.os.Bundle
import androidx.appcompat.app.AppCompatActivity
import org.sample.birdwatch.R

class NotesActivity : AppCompatActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_notes)
    }
}
