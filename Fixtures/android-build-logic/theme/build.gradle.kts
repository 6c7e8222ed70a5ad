plugins {
    id("com.android.library")
}

android {
    namespace = "net.relay.theme"
}
