package org.example.post

import org.example.theme.ThemeProvider

class PostThemeProvider : ThemeProvider {
    override val appThemeResourceId = R.style.Theme_Post_Light
}
