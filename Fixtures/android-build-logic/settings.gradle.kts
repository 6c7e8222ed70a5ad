pluginManagement {
    includeBuild("build-logic")
    repositories { google(); mavenCentral() }
}
rootProject.name = "Relay"
include(":relay", ":kiosk", ":lobby", ":core", ":theme")
