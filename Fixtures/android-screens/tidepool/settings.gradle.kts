rootProject.name = "Tidepool"
include(":app")
