package org.example.tally.ui

import android.content.SharedPreferences
import android.os.Bundle
import androidx.appcompat.app.AppCompatActivity
import androidx.preference.PreferenceManager
import org.example.tally.R
import org.example.tally.util.isUsingNightResources

class TallyActivity : AppCompatActivity() {
    private var isNightMode: Boolean = false
    private var forcedNight: Boolean? = null

    override fun onCreate(savedInstanceState: Bundle?) {
        val preferences = PreferenceManager.getDefaultSharedPreferences(this)
        isNightMode = isUsingNightResources()
        applyColourTheme(preferences)
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_tally)
    }

    private fun applyColourTheme(preferences: SharedPreferences) {
        val accent = preferences.getString("accent", "ocean")
        if (forcedNight ?: isNightMode) {
            setTheme(
                when (accent) {
                    "ocean" -> R.style.Theme_Tally_Ocean_Dark
                    "forest" -> R.style.Theme_Tally_Forest_Dark
                    else -> R.style.Theme_Tally_Dark
                }
            )
        } else {
            setTheme(
                when (accent) {
                    "ocean" -> R.style.Theme_Tally_Ocean
                    "forest" -> R.style.Theme_Tally_Forest
                    else -> R.style.Theme_Tally
                }
            )
        }
        if (preferences.getBoolean("pure_background", false)) {
            theme.applyStyle(R.style.Pure, true)
        }
        if (preferences.getBoolean("large_text", false)) {
            theme.applyStyle(R.style.FontSize_Large, true)
        }
    }
}
