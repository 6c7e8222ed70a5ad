import Testing
import LegiblePalette
import LegibleTestSupport
@testable import LegibleUsage

/// `Fixtures/android-modules`: a lock-screen library used by two app modules (`mobile`, which overrides its colors, a
/// style and a drawable; `kiosk`, which overrides one color) and a library only a test configuration uses. Resources
/// are read as each app's build merges them: the app's over the library's of the same name.
@Suite("Android layouts: Gradle modules and resource merging")
struct AndroidModuleMergeTests {
    static let root = TestPaths.fixture("android-modules")
    static let files = AndroidProjectFiles.discover([root])
    static let palette = AndroidResourceReader.read(files: files.values)
    static let scan = AndroidLayoutReader.read(files, palette: palette)

    func pair(_ id: String, app: String) -> ObservedPair? {
        Self.scan.pairs.first {
            $0.site.elementID == "@+id/\(id)" && $0.site.location.keyPath?.hasSuffix("/@android:textColor") == true
                && $0.condition?.contains("in app \(app)") == true
        }
    }

    func hex(_ color: ObservedColor?) -> String? { AndroidTestSupport.hex(color, .light, Self.palette) }

    @Test func buildScriptsNameTheAppsAndTheirShippedDependencies() {
        let groovy = AndroidGradleScript(
            """
            plugins { id 'com.android.application' }
            dependencies {
                implementation project(':lockscreen')
                // implementation project(':old')
                testImplementation project(':sketches')
                freeApi project(path: ":ads")
            }
            """)
        #expect(groovy.isApplication)
        #expect(groovy.projectDependencies == [":lockscreen", ":ads"])
        let kotlin = AndroidGradleScript(
            """
            plugins { id("quill.android.library") }
            dependencies {
                api(projects.core.uiTheme)
                debugImplementation(projects.tools.leaks)
            }
            """)
        #expect(!kotlin.isApplication)
        #expect(kotlin.projectDependencies == [":core:ui-theme"])
        #expect(AndroidGradleScript("android { defaultConfig { applicationId = \"a.b\" } }").isApplication)
        #expect(!AndroidGradleScript("android {\n    testApplicationId \"a.b.test\"\n}").isApplication)
    }

    @Test func eachAppTakesItsOwnOverridesOfTheLibraryColors() throws {
        let mobile = try #require(pair("pin_digits", app: "mobile"))
        #expect(hex(mobile.foreground) == "#ffffff")
        #expect(hex(mobile.background) == "#0d47a1")
        let kiosk = try #require(pair("pin_digits", app: "kiosk"))
        #expect(hex(kiosk.foreground) == "#757575") // not overridden by kiosk: the library's
        #expect(hex(kiosk.background) == "#212121")
        #expect(mobile.review == nil && kiosk.review == nil)
    }

    @Test func theAppsStyleAndDrawableOverrideTheLibrarys() throws {
        let title = try #require(pair("pin_title", app: "mobile"))
        #expect(hex(title.foreground) == "#e3f2fd")
        let forgot = try #require(pair("pin_forgot", app: "mobile"))
        #expect(hex(forgot.foreground) == "#bbdefb")
        #expect(hex(forgot.background) == "#1565c0")
        let kioskForgot = try #require(pair("pin_forgot", app: "kiosk"))
        #expect(hex(kioskForgot.background) == "#eeeeee")
        #expect(hex(try #require(pair("pin_title", app: "kiosk")).foreground) == "#616161")
    }

    @Test func aLayoutOfOneAppIsNotShownInTheOther() {
        let empty = Self.scan.pairs.filter { $0.site.elementID == "@+id/notes_empty" }
        #expect(empty.count == 1)
        #expect(empty.first?.condition == "in app mobile")
        #expect(Self.scan.elementsWithTextColor == 5) // pin_screen's 3 counted once for both apps
    }

    @Test func aModuleNoAppShipsNeedsReview() throws {
        let caption = try #require(Self.scan.pairs.first { $0.site.elementID == "@+id/sketch_caption" })
        #expect(caption.review?.kind == .hostUnknown)
        #expect(caption.review?.detail.contains("module sketches is not a dependency") == true)
    }
}
