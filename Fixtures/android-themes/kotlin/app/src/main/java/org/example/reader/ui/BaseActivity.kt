package org.example.reader.ui

import android.os.Bundle
import androidx.appcompat.app.AppCompatActivity
import org.example.reader.util.ThemeHelper

/** Every screen of the app: applies the theme the user picked before any view is made. */
abstract class BaseActivity : AppCompatActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        setTheme(ThemeHelper.themeFor(this))
        super.onCreate(savedInstanceState)
    }
}
