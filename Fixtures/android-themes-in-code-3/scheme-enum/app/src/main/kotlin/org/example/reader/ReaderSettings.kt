package org.example.reader

import android.content.SharedPreferences

class ReaderSettings(private val prefs: SharedPreferences) {

    val palette: Palette
        get() = prefs.getEnumValue(KEY_PALETTE, Palette.default)

    val isPitchBlack: Boolean
        get() = prefs.getBoolean(KEY_PITCH_BLACK, false)

    companion object {
        const val KEY_PALETTE = "palette"
        const val KEY_PITCH_BLACK = "pitch_black"
    }
}

fun <E : Enum<E>> SharedPreferences.getEnumValue(key: String, defaultValue: E): E {
    val name = getString(key, null) ?: return defaultValue
    return defaultValue.declaringJavaClass.enumConstants?.firstOrNull { it.name == name } ?: defaultValue
}
