plugins {
    id("com.android.application")
    kotlin("android")
}

android {
    namespace = "org.orchard.pick"
}

dependencies {
    implementation("androidx.appcompat:appcompat:1.7.0")
    implementation("androidx.recyclerview:recyclerview:1.3.2")
}
