/// Kotlin and Java files of a Gradle module's test source sets: `src/test/` (local unit tests), `src/androidTest/`
/// (instrumented tests), their per-variant sets (`src/testDebug/`, `src/androidTestRelease/`), and the shared set some
/// projects add to both (`src/sharedTest/`), as the Android Gradle plugin's source-set layout names them
/// (developer.android.com/studio/build#sourcesets). Their code is not packaged in the app: a test that reads a view by
/// its id (`onView(withId(R.id.effectiveConfiguration))`) does not make that view shown.
enum AndroidTestSources {
    static let setPrefixes = ["test", "androidTest", "sharedTest"]

    /// Whether `path` lies in a test source set: a `src` folder whose next folder is one of them.
    static func contains(_ path: String) -> Bool {
        let components = path.split(separator: "/")
        for (index, component) in components.enumerated().dropLast() where component == "src" {
            let set = components[index + 1]
            if setPrefixes.contains(where: { set == $0 || isVariant(set, of: $0) }) { return true }
        }
        return false
    }

    /// `testDebug`, `androidTestFreeRelease`: the set's name followed by a capitalized variant name.
    static func isVariant(_ set: Substring, of prefix: String) -> Bool {
        guard set.hasPrefix(prefix), let next = set.dropFirst(prefix.count).first else { return false }
        return next.isUppercase
    }
}
