package net.beacon.scan

import androidx.annotation.StyleRes
import androidx.appcompat.app.AppCompatActivity
import androidx.appcompat.app.AppCompatDelegate

/** The look the user picks in settings; each carries its theme and the night mode it forces. */
enum class Look(
    @param:StyleRes private val theme: Int,
    private val nightMode: Int,
) {
    DARK(R.style.Theme_Beacon, AppCompatDelegate.MODE_NIGHT_YES),
    LIGHT(R.style.Theme_Beacon, AppCompatDelegate.MODE_NIGHT_NO),
    SYSTEM(R.style.Theme_Beacon, AppCompatDelegate.MODE_NIGHT_FOLLOW_SYSTEM),
    BLACK(R.style.Theme_Beacon_Black, AppCompatDelegate.MODE_NIGHT_YES),
    ;

    fun setTheme(activity: AppCompatActivity) {
        activity.setTheme(theme)
        AppCompatDelegate.setDefaultNightMode(nightMode)
    }
}
