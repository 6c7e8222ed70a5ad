plugins {
    id("relay.android.library")
}

android {
    namespace = "net.relay.core"
}
