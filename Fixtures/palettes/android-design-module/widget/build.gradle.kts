plugins {
    id(libs.plugins.android.library.get().pluginId)
}
