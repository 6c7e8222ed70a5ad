package org.example.courier

import org.example.theme.ThemeProvider

class CourierThemeProvider : ThemeProvider {
    override val appThemeResourceId: Int
        get() = R.style.Theme_Courier_Dark
}
