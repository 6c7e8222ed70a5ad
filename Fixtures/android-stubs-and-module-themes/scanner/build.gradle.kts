plugins {
    id("com.android.library")
    kotlin("android")
}

android {
    namespace = "org.relay.scanner"
}

dependencies {
    implementation("androidx.appcompat:appcompat:1.7.0")
}
