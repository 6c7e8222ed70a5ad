package org.sample.orchard

import android.os.Bundle
import androidx.appcompat.app.AppCompatActivity
import androidx.appcompat.app.AppCompatDelegate
import org.sample.orchard.databinding.WallActivityBinding
import org.sample.orchard.databinding.WallTileBinding

class WallActivity : AppCompatActivity() {
    private lateinit var binding: WallActivityBinding

    override fun onCreate(savedInstanceState: Bundle?) {
        if (AppCompatDelegate.getDefaultNightMode() != AppCompatDelegate.MODE_NIGHT_YES) {
            AppCompatDelegate.setDefaultNightMode(AppCompatDelegate.MODE_NIGHT_YES)
        }
        super.onCreate(savedInstanceState)
        binding = WallActivityBinding.inflate(layoutInflater)
        setContentView(binding.root)
    }

    fun bindTile(tile: WallTileBinding, name: String) {
        tile.tileName.text = name
    }
}
