package com.example.vault

import android.os.Bundle
import androidx.appcompat.app.AppCompatActivity
import com.example.vault.databinding.ActivityVaultNotesBinding

class VaultNotesActivity : AppCompatActivity() {
    private lateinit var binding: ActivityVaultNotesBinding

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        binding = ActivityVaultNotesBinding.inflate(layoutInflater)
        setContentView(binding.root)
        lockNotes()
    }

    private fun lockNotes() {
        binding.notesLabel.isEnabled = false
    }
}
