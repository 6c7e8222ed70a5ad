package org.example.reader

import androidx.annotation.StyleRes
import com.google.android.material.color.DynamicColors

enum class Palette(
    @StyleRes val overlayRes: Int,
) {
    OCEAN(R.style.ThemeOverlay_Reader_Ocean),
    FOREST(R.style.ThemeOverlay_Reader_Forest),
    ;

    companion object {
        val default: Palette
            get() = if (DynamicColors.isDynamicColorAvailable()) FOREST else OCEAN
    }
}
