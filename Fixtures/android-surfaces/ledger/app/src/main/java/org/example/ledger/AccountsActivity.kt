package org.example.ledger

import android.os.Bundle
import android.view.View
import androidx.appcompat.app.AlertDialog
import androidx.appcompat.app.AppCompatActivity

class AccountsActivity : AppCompatActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_accounts)
        findViewById<View>(R.id.balance_card).setOnClickListener { renameAccount() }
    }

    private fun renameAccount() {
        AlertDialog.Builder(this)
            .setTitle(R.string.rename)
            .setView(R.layout.dialog_rename_account)
            .setPositiveButton(android.R.string.ok, null)
            .show()
    }
}
