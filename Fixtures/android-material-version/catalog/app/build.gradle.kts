plugins {
    id("com.android.application")
}

android {
    namespace = "com.example.steps"
    compileSdk = 34
    defaultConfig {
        minSdk = 23
    }
}

dependencies {
    implementation(libs.androidx.appcompat)
    implementation(libs.material)
}
