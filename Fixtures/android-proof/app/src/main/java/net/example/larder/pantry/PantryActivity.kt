package net.example.larder.pantry

import android.os.Bundle
import androidx.appcompat.app.AppCompatActivity
import androidx.core.view.isVisible
import net.example.larder.databinding.ActivityPantryBinding

class PantryActivity : AppCompatActivity() {
    private lateinit var binding: ActivityPantryBinding

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        binding = ActivityPantryBinding.inflate(layoutInflater)
        setContentView(binding.root)
        binding.pantryTitle.text = intent.getStringExtra("name")
        binding.pantryLegacyHint.text = getString(android.R.string.untitled)
        binding.pantryLegacyHint.setOnClickListener { finish() }
        binding.pantryOffline.isVisible = !PantryNetwork.isOnline(this)
        Reveal.fadeIn(binding.pantrySyncing)
    }
}
