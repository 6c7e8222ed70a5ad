plugins {
    id("com.android.application")
    kotlin("android")
}

android {
    namespace = "org.dock.panel"
}

dependencies {
    implementation("androidx.appcompat:appcompat:1.7.0")
}
