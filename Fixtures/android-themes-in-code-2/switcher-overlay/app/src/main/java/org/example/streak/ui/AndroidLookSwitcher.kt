package org.example.streak.ui

import android.content.Context
import android.content.res.Configuration
import org.example.streak.R
import org.example.streak.core.LookSwitcher
import org.example.streak.core.StreakPreferences

class AndroidLookSwitcher(
    private val context: Context,
    preferences: StreakPreferences
) : LookSwitcher(preferences) {

    override fun systemLook(): Int {
        val mode = context.resources.configuration.uiMode and Configuration.UI_MODE_NIGHT_MASK
        return if (mode == Configuration.UI_MODE_NIGHT_YES) LOOK_DARK else LOOK_LIGHT
    }

    override fun applyDarkLook() {
        context.setTheme(R.style.AppThemeDark)
    }

    override fun applyLightLook() {
        context.setTheme(R.style.AppTheme)
    }

    override fun applyPureBlackLook() {
        context.setTheme(R.style.AppThemeDark_PureBlack)
    }
}
