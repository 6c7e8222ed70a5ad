package org.example.streak.core

abstract class LookSwitcher(private val preferences: StreakPreferences) {
    fun apply() {
        if (isNightMode) {
            if (preferences.pureBlack) applyPureBlackLook() else applyDarkLook()
        } else {
            applyLightLook()
        }
    }

    abstract fun applyDarkLook()
    abstract fun applyLightLook()
    abstract fun applyPureBlackLook()
    abstract fun systemLook(): Int

    val isNightMode: Boolean
        get() = preferences.look == LOOK_DARK || systemLook() == LOOK_DARK && preferences.look == LOOK_AUTOMATIC

    companion object {
        const val LOOK_AUTOMATIC = 0
        const val LOOK_DARK = 1
        const val LOOK_LIGHT = 2
    }
}
