import Foundation
import Testing
import LegiblePalette
import LegibleFiles
import LegibleUsage
import LegibleTestSupport

/// The Material 3 baseline colors follow the material-components-android version the build pins
/// (`Fixtures/android-material-version`): 1.11.0 moved the baseline scheme to the 2023 tokens; an app that pins 1.10.0
/// shows the 2021 scheme (values from the library's `tokens.xml` and `m3_ref_palette_*` at tag 1.10.0 and 1.11.0).
@Suite("Android: Material 3 colors of the library version the app pins")
struct AndroidMaterialVersionTests {
    typealias T = AndroidTestSupport

    static func colors(_ fixture: String) throws -> (fg: [String?], bg: [String?]) {
        let files = AndroidProjectFiles.discover([TestPaths.fixture("android-material-version/\(fixture)")])
        let palette = AndroidResourceReader.read(files: files.values)
        let scan = AndroidLayoutReader.read(files, palette: palette)
        let pair = try #require(T.pair(scan, "step_count"))
        #expect(pair.review == nil, "\(String(describing: pair.review))")
        let both: [Appearance] = [.light, .dark]
        return (
            both.map { T.hex(pair.foreground, $0, palette) }, both.map { T.hex(pair.background, $0, palette) }
        )
    }

    /// `implementation 'com.google.android.material:material:1.10.0'`: the 2021 scheme.
    @Test func aBuildPinningMaterial110GetsThe2021Scheme() throws {
        let (fg, bg) = try Self.colors("pinned-gradle")
        #expect(fg == ["#1c1b1f", "#e6e1e5"])
        #expect(bg == ["#fffbfe", "#1c1b1f"])
    }

    /// A version catalog's `version.ref` to `material = "1.12.0"`: the 2023 scheme.
    @Test func aCatalogGivingMaterial112GetsThe2023Scheme() throws {
        let (fg, bg) = try Self.colors("catalog")
        #expect(fg == ["#1d1b20", "#e6e0e9"])
        #expect(bg == ["#fef7ff", "#141218"])
    }
}
