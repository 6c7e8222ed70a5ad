plugins {
    id(libs.plugins.android.application.get().pluginId)
}

android {
    namespace = "org.example.hearth"
    defaultConfig {
        applicationId = "org.example.hearth"
    }
    sourceSets {
        getByName("main") {
            res.srcDirs("res")
        }
    }
}

dependencies {
    implementation(projects.core.designsystem)
    testImplementation(projects.widget)
}
