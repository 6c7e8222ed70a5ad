rootProject.name = "HarborLog"
include(":app")
