package org.example.gauge

import android.os.Bundle
import androidx.appcompat.app.AppCompatActivity

class DashboardActivity : AppCompatActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        setTheme(if (Prefs.blackBackground(this)) R.style.Gauge_DayNight_Black else R.style.Gauge_DayNight)
        super.onCreate(savedInstanceState)
        setContentView(R.layout.dashboard)
    }
}
