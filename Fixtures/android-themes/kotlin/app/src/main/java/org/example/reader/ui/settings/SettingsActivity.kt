package org.example.reader.ui.settings

import android.os.Bundle
import org.example.reader.databinding.ActivitySettingsBinding
import org.example.reader.ui.BaseActivity

class SettingsActivity : BaseActivity() {
    private lateinit var binding: ActivitySettingsBinding

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        binding = ActivitySettingsBinding.inflate(layoutInflater)
        setContentView(binding.root)
    }
}
