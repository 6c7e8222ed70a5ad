package net.example.tides

import android.os.Bundle
import android.view.View
import androidx.appcompat.app.AppCompatActivity
import net.example.tides.databinding.ActivityNotesBinding

class NotesActivity : AppCompatActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        val binding = ActivityNotesBinding.inflate(layoutInflater)
        setContentView(binding.root)
        highlight(binding.notesPanel, Stations.accentOf(this))
    }

    private fun highlight(view: View, color: Int) {
        view.background.mutate().setTint(color)
    }
}
