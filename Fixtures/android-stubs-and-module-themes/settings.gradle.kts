rootProject.name = "RelayBoard"
include(":app", ":scanner")
