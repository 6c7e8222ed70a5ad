plugins {
    id("com.android.application")
}

android {
    namespace = "com.example.courier"
    compileSdk = 34
    defaultConfig {
        minSdk = 23
    }
}

dependencies {
    implementation("androidx.appcompat:appcompat:1.6.1")
    implementation("com.google.android.material:material:1.12.0")
}
