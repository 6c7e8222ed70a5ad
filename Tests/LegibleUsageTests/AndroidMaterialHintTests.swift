import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// Material 3's hint is on-background at 0.38 in the light theme and at 0.60 in the dark one
/// (`Fixtures/android-themes/material3-dark-hint`: `m3_hint_foreground` / `m3_dark_hint_foreground`), in the baseline
/// colors of the library version the app pins.
@Suite("Android: Material 3's hint color by day and by night")
struct AndroidMaterialHintTests {
    typealias T = AndroidTestSupport

    static func hint(_ fixture: String) throws -> [String?] {
        let files = AndroidProjectFiles.discover([
            TestPaths.fixture("android-themes/material3-dark-hint/\(fixture)")
        ])
        let palette = AndroidResourceReader.read(files: files.values)
        let scan = AndroidLayoutReader.read(files, palette: palette)
        let pair = try #require(T.pair(scan, "recipient_address", "android:textColorHint"))
        #expect(pair.review == nil, "\(String(describing: pair.review))")
        #expect(pair.appearances == [.light, .dark])
        return [.light, .dark].map { T.hex(pair.foreground, $0, palette) }
    }

    @Test func theDarkHintOf18IsOnBackgroundAt60Percent() throws {
        #expect(try Self.hint("pinned-18") == ["#1c1b1f61", "#e6e1e599"])
    }

    @Test func theDarkHintOf112IsOnBackgroundAt60Percent() throws {
        #expect(try Self.hint("pinned-112") == ["#1d1b2061", "#e6e0e999"])
    }
}
