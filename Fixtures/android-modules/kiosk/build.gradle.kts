plugins {
    id("quill.android.app")
}

android {
    namespace = "net.quill.kiosk"
    defaultConfig {
        applicationId = "net.quill.kiosk"
    }
}

dependencies {
    implementation(projects.lockscreen)
}
