import Testing
@testable import LegiblePalette
import LegibleTestSupport
@testable import LegibleUsage

/// `Fixtures/android-build-logic`: the app module `relay` gets its `core` dependency from a `buildSrc` function its
/// script calls (`setupApp()`), `core` gets `theme` from a precompiled script plugin of the included build
/// `build-logic`, and `kiosk` is an application only through a convention plugin class applied by its version-catalog
/// alias. `Theme.Relay` (in `theme`) is the parent of both apps' themes: read through the build logic, it is in the
/// apps' builds, not "a library's theme not in the repository".
@Suite("Android: modules a project's build logic adds")
struct AndroidBuildLogicTests {
    static let root = TestPaths.fixture("android-build-logic")
    static let files = AndroidProjectFiles.discover([root])
    static let palette = AndroidResourceReader.read(files: files.values)
    static let scan = AndroidLayoutReader.read(files, palette: palette)

    @Test func buildLogicFunctionsAndConventionPluginsAddTheirDependencies() {
        let modules = AndroidGradleModules(files: Self.files.layouts + Self.files.values)
        let relay = modules.modules[Self.root + "/relay"]
        #expect(relay?.isApplication == true)
        #expect(relay?.dependencies == [Self.root + "/core"])
        #expect(modules.modules[Self.root + "/core"]?.dependencies == [Self.root + "/theme"])
        let kiosk = modules.modules[Self.root + "/kiosk"]
        #expect(kiosk?.isApplication == true) // only its convention plugin applies com.android.application
        #expect(kiosk?.dependencies == [Self.root + "/core"])
        #expect(modules.applications == [Self.root + "/kiosk", Self.root + "/lobby", Self.root + "/relay"])
        // A function no module calls adds nothing.
        #expect(!modules.modules.keys.contains { $0.hasSuffix("/playground") })
    }

    /// `lobby/build.gradle` applies `alias(libs.plugins.android.application)`, whose catalog entry is
    /// `com.android.application`, and sets no `applicationId`: an application module, its layouts an app's (no "not a
    /// dependency of any application module" review). A line that only declares the plugin (`apply false`) applies
    /// nothing.
    @Test func thePluginAVersionCatalogAliasNamesMakesAnApplication() throws {
        let modules = AndroidGradleModules(files: Self.files.layouts + Self.files.values)
        #expect(modules.modules[Self.root + "/lobby"]?.isApplication == true)
        #expect(modules.modules[Self.root + "/lobby"]?.dependencies == [Self.root + "/core"])
        let logic = AndroidGradleBuildLogic(root: Self.root)
        #expect(
            logic.appliesCatalogPlugin("    alias(libs.plugins.android.application)", id: "com.android.application"))
        #expect(
            !logic.appliesCatalogPlugin(
                "    alias(libs.plugins.android.application) apply false", id: "com.android.application"))
        let pair = try #require(Self.scan.pairs.first { $0.site.elementID == "@+id/lobby_welcome" })
        #expect(pair.review == nil, "\(String(describing: pair.review))")
        #expect(AndroidTestSupport.hex(pair.background, .light, Self.palette) == "#fff8e1")
    }

    @Test func aDependencyWrittenAsAStringConfigurationIsShipped() {
        #expect(
            AndroidGradleScript("dependencies.add(\"implementation\", project(\":core\"))").projectDependencies == [
                ":core"
            ])
        #expect(AndroidGradleScript("    add(\"api\", project(\":ui\"))").projectDependencies == [":ui"])
        #expect(AndroidGradleScript("    \"api\"(project(\":theme\"))").projectDependencies == [":theme"])
        #expect(AndroidGradleScript("    add(\"testImplementation\", project(\":fakes\"))").projectDependencies.isEmpty)
    }

    @Test func theThemeInAModuleTheBuildLogicAddsIsKnown() throws {
        for (id, app) in [("inbox_title", "relay"), ("kiosk_banner", "kiosk")] {
            let pair = try #require(
                Self.scan.pairs.first {
                    $0.site.elementID == "@+id/\(id)"
                        && $0.site.location.keyPath?.hasSuffix("/@android:textColor") == true
                }, "\(app)")
            #expect(pair.review == nil)
            #expect(AndroidTestSupport.hex(pair.foreground, .light, Self.palette) == "#3e2723")
            #expect(AndroidTestSupport.hex(pair.background, .light, Self.palette) == "#fff8e1")
        }
        #expect(!Self.scan.diagnostics.contains { $0.message.contains("not in the repository") })
    }
}
