plugins {
    alias(libs.plugins.relay.android.application)
}

android {
    namespace = "net.relay.kiosk"
}
