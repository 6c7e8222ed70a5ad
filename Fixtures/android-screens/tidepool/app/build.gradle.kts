plugins {
    id("com.android.application")
    kotlin("android")
}

android {
    namespace = "net.tidepool.logbook"
    compileSdk = libs.versions.compileSdk.get().toInt()

    defaultConfig {
        applicationId = "net.tidepool.logbook"
        // Runs on Android 8 and later: releases without dynamic color see the theme's own colors.
        minSdk = libs.versions.minSdk.get().toInt()
        targetSdk = 35
    }
}

dependencies {
    implementation(libs.material)
}
