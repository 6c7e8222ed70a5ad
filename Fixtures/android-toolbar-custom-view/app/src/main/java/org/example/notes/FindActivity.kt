package org.example.notes

import android.os.Bundle
import androidx.appcompat.app.AppCompatActivity
import org.example.notes.databinding.ActivityFindBinding
import org.example.notes.databinding.FindBarBinding

class FindActivity : AppCompatActivity() {
    private lateinit var findBar: FindBarBinding

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        val binding = ActivityFindBinding.inflate(layoutInflater)
        setContentView(binding.root)
        findBar = FindBarBinding.inflate(layoutInflater)
        showBar(binding)
    }

    private fun showBar(binding: ActivityFindBinding) {
        setSupportActionBar(binding.findToolbar)
        supportActionBar?.setDisplayShowCustomEnabled(true)
        supportActionBar?.customView = findBar.root
    }
}
