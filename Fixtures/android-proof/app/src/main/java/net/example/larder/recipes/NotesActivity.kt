package net.example.larder.recipes

import android.graphics.Color
import android.os.Bundle
import android.widget.FrameLayout
import android.widget.TextView
import androidx.appcompat.app.AppCompatActivity
import net.example.larder.R

class NotesActivity : AppCompatActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_notes)
        val badge = TextView(this)
        badge.setTextColor(Color.RED)
        findViewById<FrameLayout>(R.id.notes_frame).addView(badge)
    }
}
