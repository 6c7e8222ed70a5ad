package org.example.notes.ui.settings

import android.os.Bundle
import org.example.notes.R
import org.example.notes.base.BaseThemedActivity

class SettingsActivity : BaseThemedActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_settings)
    }
}
