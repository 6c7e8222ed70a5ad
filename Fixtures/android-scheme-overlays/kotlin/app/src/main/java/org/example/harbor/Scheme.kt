package org.example.harbor

import androidx.annotation.StyleRes

enum class Scheme(@StyleRes val styleResId: Int) {
    SEA(R.style.ThemeOverlay_Harbor_Sea),
    SAND(R.style.ThemeOverlay_Harbor_Sand),
}
