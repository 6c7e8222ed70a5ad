import org.gradle.api.Project

/** What every phone app module of Relay shares: its minimum SDK and the core module. */
fun Project.setupApp() {
    extensions.getByName("android")
    dependencies.add("implementation", project(":core"))
}

/** Not called by any module. */
fun Project.setupPlayground() {
    dependencies.add("implementation", project(":playground"))
}
