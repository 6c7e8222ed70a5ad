plugins {
    id("com.android.application")
    kotlin("android")
}

setupApp()

android {
    namespace = "net.relay.inbox"
}
