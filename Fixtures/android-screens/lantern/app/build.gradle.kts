plugins {
    id("com.android.application")
}

android {
    namespace = "io.lantern.reader"
    compileSdk = 35
    defaultConfig {
        minSdk = 31
        targetSdk = 35
    }
}
