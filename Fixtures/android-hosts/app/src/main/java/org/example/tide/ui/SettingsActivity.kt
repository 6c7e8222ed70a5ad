package org.example.tide.ui

import android.os.Bundle
import android.view.View
import androidx.appcompat.app.AppCompatActivity
import com.example.branding.ViewThemeUtils
import org.example.tide.databinding.ActivitySettingsBinding

class SettingsActivity : AppCompatActivity() {
    private lateinit var binding: ActivitySettingsBinding
    private val viewThemeUtils = ViewThemeUtils.from(this)

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        binding = ActivitySettingsBinding.inflate(layoutInflater)
        setContentView(binding.root)
        viewThemeUtils.material.themeChipSuggestion(binding.harbourChip)
        colorizeLabel(binding.unitsLabel)
        binding.harbourPicker.setAdapter(HarbourAdapter(this, listOf("Harbour", "Breakwater", "Lighthouse")))
    }

    /** The app's own helper: what it does is read like any other code. */
    private fun colorizeLabel(label: View) {
        label.contentDescription = "units"
    }
}
