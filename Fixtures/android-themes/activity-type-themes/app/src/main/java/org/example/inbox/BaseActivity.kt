package org.example.inbox

import android.os.Bundle
import androidx.appcompat.app.AppCompatActivity

/** Every screen of Inbox asks the theme helpers first. */
abstract class BaseActivity : AppCompatActivity() {
    private val themeManager = ThemeManager()

    override fun onCreate(savedInstanceState: Bundle?) {
        themeManager.applyActivityTheme(this)
        DraftThemes.apply(this)
        super.onCreate(savedInstanceState)
    }
}
