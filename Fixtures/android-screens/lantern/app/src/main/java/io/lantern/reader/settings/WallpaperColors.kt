package io.lantern.reader.settings

import android.app.Activity
import androidx.preference.PreferenceManager
import com.google.android.material.color.DynamicColors

/** Applies the wallpaper's colors when the reader turned them on in the settings. */
object WallpaperColors {
    private const val KEY = "use_wallpaper_colors"

    fun applyTo(activity: Activity) {
        val prefs = PreferenceManager.getDefaultSharedPreferences(activity)
        if (!prefs.getBoolean(KEY, false)) return
        DynamicColors.applyToActivityIfAvailable(activity)
    }
}
