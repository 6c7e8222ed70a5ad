rootProject.name = "OrchardPick"
include(":app")
