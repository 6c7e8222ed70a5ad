plugins {
    id("com.android.library")
}

dependencies {
    "api"(project(":theme"))
}
