package org.example.theme

/** Each app flavor provides its theme. */
interface ThemeProvider {
    val appThemeResourceId: Int
}

interface ThemeManager {
    val appThemeResourceId: Int
}

class DefaultThemeManager(private val themeProvider: ThemeProvider) : ThemeManager {
    override val appThemeResourceId: Int = themeProvider.appThemeResourceId
}

class PreviewThemeManager : ThemeManager {
    override val appThemeResourceId: Int get() = themeProvider().appThemeResourceId

    private fun themeProvider(): ThemeProvider = error("previews only")
}
