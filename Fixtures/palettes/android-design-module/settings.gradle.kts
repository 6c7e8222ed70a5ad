enableFeaturePreview("TYPESAFE_PROJECT_ACCESSORS")
rootProject.name = "Hearth"
include(":app", ":core:designsystem", ":widget")
