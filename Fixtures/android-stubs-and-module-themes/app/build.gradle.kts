plugins {
    id("com.android.application")
    kotlin("android")
}

android {
    namespace = "org.relay.board"
}

dependencies {
    implementation(project(":scanner"))
    implementation("androidx.appcompat:appcompat:1.7.0")
    implementation("com.google.android.material:material:1.12.0")
}
