plugins {
    id(libs.plugins.android.library.get().pluginId)
}

android {
    namespace = "org.example.hearth.designsystem"
}
