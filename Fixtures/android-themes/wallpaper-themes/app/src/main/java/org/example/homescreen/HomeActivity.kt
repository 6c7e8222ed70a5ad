package org.example.homescreen

import android.os.Bundle
import androidx.appcompat.app.AppCompatActivity
import androidx.preference.PreferenceManager

class HomeActivity : AppCompatActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        val prefs = PreferenceManager.getDefaultSharedPreferences(this)
        when (prefs.getString("home_look", "transparent")) {
            "transparent" -> setTheme(R.style.HomeThemeTransparent)
            "semi-transparent" -> setTheme(R.style.HomeThemeSemiTransparent)
            "black" -> setTheme(R.style.HomeThemeBlack)
            else -> setTheme(R.style.HomeTheme)
        }
        super.onCreate(savedInstanceState)
        setContentView(R.layout.home)
    }
}
