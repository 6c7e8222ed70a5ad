import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// Text colors nothing draws, and test code that is not the app (issue 29), on `Fixtures/android-never-drawn`.
@Suite("Android: never drawn")
struct AndroidNeverDrawnTests {
    typealias T = AndroidTestSupport
    static let files = AndroidProjectFiles.discover([TestPaths.fixture("android-never-drawn")])
    static let palette = AndroidResourceReader.read(files: files.values)
    static let scan = AndroidLayoutReader.read(files, palette: palette)

    /// `android:hint=""` draws no hint: no hint pair; a field with a hint keeps its `#6b7280` on `#fffdf7`.
    @Test func anEmptyHintIsNoHintPair() throws {
        #expect(T.pair(Self.scan, "log_text", "android:textColorHint") == nil)
        #expect(T.pair(Self.scan, "log_text") != nil)
        let search = try #require(T.pair(Self.scan, "log_search", "android:textColorHint"))
        #expect(T.hex(search.foreground, .light, Self.palette) == "#6b7280")
        #expect(T.hex(search.background, .light, Self.palette) == "#fffdf7")
    }

    /// A check box and a switch with no `android:text`: the row classes' own `setText(title, picked)` (Java) and
    /// `setText(name, count)` (Kotlin) set their labels, not the controls; the test sources setting them are not app
    /// code. No text pair, each said on its line.
    @Test func controlsWithNoTextDrawNoneWhateverOwnHelpersAndTestsDo() throws {
        for id in ["pick_box", "tag_switch"] {
            #expect(T.pair(Self.scan, id) == nil, "\(id)")
        }
        let notes = Self.scan.diagnostics.filter { $0.message.contains("shows no text of its own") }
        #expect(notes.contains { $0.location.path.hasSuffix("row_pick.xml") && $0.location.line == 14 }, "\(notes)")
        #expect(notes.contains { $0.location.path.hasSuffix("row_tag.xml") && $0.location.line == 14 }, "\(notes)")
    }

    /// Colors only test code sets (`setTextColor(Color.RED)` in `src/test/`, `Color.BLUE` in `src/androidTest/`) do
    /// not replace the layout's: the labels are `#1b1f24` on `#fffdf7`, asserted.
    @Test func testSourcesRecolorNothing() throws {
        #expect(!Self.files.code.contains { $0.contains("/src/test/") || $0.contains("/src/androidTest/") })
        for id in ["pick_title", "tag_label"] {
            let pair = try #require(T.pair(Self.scan, id), "\(id)")
            #expect(T.hex(pair.foreground, .light, Self.palette) == "#1b1f24", "\(id): \(pair.evidence)")
            #expect(pair.review == nil, "\(id): \(String(describing: pair.review))")
        }
    }
}
