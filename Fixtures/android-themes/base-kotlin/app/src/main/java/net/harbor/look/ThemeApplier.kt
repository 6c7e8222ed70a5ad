package net.harbor.look

import android.app.Activity
import androidx.preference.PreferenceManager
import net.harbor.R

/** Looks a screen offers, by the key the settings store. */
object LookMaps {
    val CHART = mapOf("day" to R.style.Theme_Harbor_Day, "night" to R.style.Theme_Harbor_Night)
}

/** Applies the look the user picked among the ones a screen offers. */
class ThemeApplier(private val activity: Activity) {
    fun applyFrom(styles: Map<String, Int>) {
        val key = PreferenceManager.getDefaultSharedPreferences(activity).getString("look", "day") ?: "day"
        val style = styles.getValue(key)
        activity.setTheme(style)
    }
}
