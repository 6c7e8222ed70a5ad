package org.sample.jotter

import android.os.Bundle
import androidx.appcompat.app.AppCompatActivity
import org.sample.jotter.databinding.ActivityEditNoteBinding
import java.text.DateFormat
import java.util.Date

class EditNoteActivity : AppCompatActivity() {
    private lateinit var binding: ActivityEditNoteBinding
    private var highPriority = false

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        binding = ActivityEditNoteBinding.inflate(layoutInflater)
        setContentView(binding.root)
        binding.noteDate.text = DateFormat.getDateInstance().format(Date())
        binding.pinSwitch.isChecked = intent.getBooleanExtra("pinned", false)
        binding.priorityHigh.setOnCheckedChangeListener { _, checked -> highPriority = checked }
        binding.noteFolder.setOnClickListener { pickFolder() }
        binding.archiveBox.apply {
            text = getString(R.string.archive)
            isChecked = false
        }
        binding.shareButton.setOnClickListener { share() }
        binding.attachmentsButton.text = intent.getIntExtra("attachments", 0).toString()
        ReminderController(this).bind()
    }

    private fun share() {
        // A share sheet would open here.
    }

    private fun pickFolder() {
        // A folder picker would open here.
    }
}
