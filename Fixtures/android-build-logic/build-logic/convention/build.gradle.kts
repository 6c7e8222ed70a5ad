plugins {
    `kotlin-dsl`
}

gradlePlugin {
    plugins {
        register("androidApplication") {
            id = "relay.android.application"
            implementationClass = "AndroidApplicationConventionPlugin"
        }
    }
}
