package io.tide.look

import io.tide.R

enum class Palette(val key: String, private val dayStyle: Int, private val nightStyle: Int) {
    SEA("sea", R.style.Theme_Tide_Sea, R.style.Theme_Tide_SeaNight),
    SAND("sand", R.style.Theme_Tide_Sand, R.style.Theme_Tide_SandNight);

    fun themeRes(dark: Boolean): Int = if (dark) nightStyle else dayStyle

    companion object {
        fun fromKey(key: String?): Palette = when (key) {
            SAND.key, "beach" -> SAND
            else -> SEA
        }
    }
}
