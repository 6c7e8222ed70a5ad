package net.beacon.scan

import android.os.Bundle
import androidx.appcompat.app.AppCompatActivity
import androidx.core.splashscreen.SplashScreen.Companion.installSplashScreen
import androidx.preference.PreferenceManager

class ScanActivity : AppCompatActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        val preferences = Preferences(PreferenceManager.getDefaultSharedPreferences(this))
        preferences.look().setTheme(this)
        super.onCreate(savedInstanceState)
        installSplashScreen()
        setContentView(R.layout.activity_scan)
    }
}
