plugins {
    id("com.android.application")
}

dependencies {
    implementation("com.google.android.material:material:1.12.0")
}
