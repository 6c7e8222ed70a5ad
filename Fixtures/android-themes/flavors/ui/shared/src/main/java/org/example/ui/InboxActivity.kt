package org.example.ui

import android.os.Bundle
import androidx.appcompat.app.AppCompatActivity
import org.example.theme.ThemeManager

abstract class BaseActivity : AppCompatActivity() {
    private val themeManager: ThemeManager by inject()

    override fun onCreate(savedInstanceState: Bundle?) {
        setTheme(themeManager.appThemeResourceId)
        super.onCreate(savedInstanceState)
    }
}

class InboxActivity : BaseActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.inbox)
    }
}
