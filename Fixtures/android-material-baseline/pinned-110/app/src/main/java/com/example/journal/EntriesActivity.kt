package com.example.journal

import android.os.Bundle
import androidx.appcompat.app.AppCompatActivity
import com.google.android.material.dialog.MaterialAlertDialogBuilder

class EntriesActivity : AppCompatActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_entries)
    }

    fun askForTitle() {
        MaterialAlertDialogBuilder(this)
            .setTitle(R.string.rename)
            .setView(R.layout.dialog_rename)
            .setPositiveButton(android.R.string.ok, null)
            .show()
    }

    fun showTags() {
        TagsSheet().show(supportFragmentManager, "tags")
    }
}
