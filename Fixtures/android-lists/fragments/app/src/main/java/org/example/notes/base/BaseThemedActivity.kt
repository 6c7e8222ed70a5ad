package org.example.notes.base

import android.os.Bundle
import androidx.appcompat.app.AppCompatActivity
import org.example.notes.R

/** Replaces the starting window's theme with the reading theme before any view is created. */
abstract class BaseThemedActivity : AppCompatActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        setTheme(R.style.Theme_Notes_Paper)
        super.onCreate(savedInstanceState)
    }
}
