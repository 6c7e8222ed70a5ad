package org.sample.notes

import android.os.Bundle
import androidx.appcompat.app.AppCompatActivity

class NotesActivity : AppCompatActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        val night = getSharedPreferences("settings", MODE_PRIVATE).getBoolean("night", false)
        setTheme(if (night) R.style.Theme_Notes_Dark else R.style.Theme_Notes_Light)
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_notes)
    }
}
