rootProject.name = "DockPanel"
include(":app")
