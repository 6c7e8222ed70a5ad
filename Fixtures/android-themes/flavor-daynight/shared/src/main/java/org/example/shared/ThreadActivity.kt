package org.example.shared

import android.os.Bundle
import androidx.appcompat.app.AppCompatActivity

interface AppThemes {
    val mainTheme: Int
}

class ThreadActivity : AppCompatActivity() {
    private val themes: AppThemes by inject()

    override fun onCreate(savedInstanceState: Bundle?) {
        setTheme(themes.mainTheme)
        super.onCreate(savedInstanceState)
        setContentView(R.layout.thread)
    }
}
