package org.example.reader.util

import android.content.Context
import android.content.SharedPreferences
import android.content.res.Configuration
import androidx.annotation.StyleRes
import androidx.preference.PreferenceManager
import org.example.reader.R

/** The theme the user picked in settings: light, dark (optionally true black), or the system's by default. */
object ThemeHelper {
    private const val KEY_THEME = "app_theme"
    private const val KEY_TRUE_BLACK = "true_black"

    @StyleRes
    fun themeFor(context: Context): Int {
        val prefs = PreferenceManager.getDefaultSharedPreferences(context)
        return when (prefs.getString(KEY_THEME, "system")) {
            "light" -> R.style.Theme_Reader_Light
            "dark" -> darkTheme(prefs)
            else -> followSystem(context, prefs)
        }
    }

    private fun darkTheme(prefs: SharedPreferences) =
        if (prefs.getBoolean(KEY_TRUE_BLACK, false)) R.style.Theme_Reader_TrueBlack else R.style.Theme_Reader_Dark

    private fun followSystem(context: Context, prefs: SharedPreferences): Int {
        val night = context.resources.configuration.uiMode and Configuration.UI_MODE_NIGHT_MASK
        return if (night == Configuration.UI_MODE_NIGHT_YES) darkTheme(prefs) else R.style.Theme_Reader_Light
    }
}
