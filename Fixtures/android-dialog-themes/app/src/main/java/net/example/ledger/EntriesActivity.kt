package net.example.ledger

import android.os.Bundle
import android.view.LayoutInflater
import android.view.ViewGroup
import androidx.appcompat.view.ContextThemeWrapper
import androidx.appcompat.app.AlertDialog
import androidx.appcompat.app.AppCompatActivity

class EntriesActivity : AppCompatActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_entries)
        findViewById<android.view.View>(android.R.id.content).setOnClickListener { askAmount() }
        val receipt = LayoutInflater.from(ContextThemeWrapper(this, R.style.ThemeOverlay_Ledger_Receipt))
            .inflate(R.layout.view_receipt, null)
        findViewById<ViewGroup>(android.R.id.content).addView(receipt)
    }

    private fun askAmount() {
        AlertDialog.Builder(this, R.style.ThemeOverlay_Ledger_Alert)
            .setTitle("New entry")
            .setView(R.layout.dialog_entry)
            .setPositiveButton(android.R.string.ok, null)
            .show()
    }
}
