import Foundation
import Testing
import LegiblePalette
import LegibleFiles
import LegibleUsage
import LegibleTestSupport

/// A widget's default style outranks the element's `android:textAppearance` (issue 29), in
/// `Fixtures/android-default-style-text`: `TextView` applies its appearance first and then the text color its style
/// or `defStyleAttr` style sets, so that color is drawn.
@Suite("Android default style text color over the element's text appearance")
struct AndroidDefaultStyleTextTests {
    typealias T = AndroidTestSupport

    static let read: (scan: UsageScan, palette: Palette) = {
        let files = AndroidProjectFiles.discover([TestPaths.fixture("android-default-style-text")])
        let palette = AndroidResourceReader.read(files: files.values)
        return (AndroidLayoutReader.read(files, palette: palette), palette)
    }()

    static func pair(_ id: String) throws -> ObservedPair {
        let pairs = read.scan.pairs.filter {
            $0.site.elementID == "@+id/\(id)" && $0.site.location.keyPath?.hasSuffix("@android:textColor") == true
        }
        try #require(pairs.count == 1, "\(id): \(pairs.count)")
        return pairs[0]
    }

    /// AppCompat `EditText` and `AutoCompleteTextView`: `Widget.EditText`'s `?android:attr/editTextColor`
    /// (`?android:attr/textColorPrimary`, 87 % black) over the window (#FAFAFA), not the appearance's color; the
    /// `CheckBox`: `Widget.CompoundButton`'s `?android:attr/textColorPrimaryDisableOnly` (AppCompat's black); the `TextView`: the app's
    /// `android:textViewStyle`'s `@color/ink`.
    @Test func theDefaultStylesTextColorWinsOverTheAppearance() throws {
        for (id, foreground, how) in [
            ("note_title", "#000000de", "?android:attr/editTextColor"),
            ("note_tag", "#000000de", "?android:attr/editTextColor"),
            ("note_pinned", "#000000", "?android:attr/textColorPrimaryDisableOnly"),
            ("note_body", "#263238", "android:textColor of Widget.Notes.TextView, the theme's android:textViewStyle"),
        ] {
            let pair = try Self.pair(id)
            #expect(T.hex(pair.foreground, .light, Self.read.palette) == foreground, "\(id): \(pair.foreground)")
            #expect(T.hex(pair.background, .light, Self.read.palette) == "#fafafa", "\(id): \(pair.background)")
            #expect(pair.review == nil, "\(id): \(String(describing: pair.review))")
            #expect(pair.evidence.contains(how), "\(id): \(pair.evidence)")
            #expect(pair.evidence.contains("applies over the element's android:textAppearance"), "\(id)")
        }
    }

    /// Material Components: a `<Button>` is a `MaterialButton`, whose default style colors its text
    /// `?attr/colorOnPrimary` (`@color/paper`) over its `colorPrimary` fill; a `TextView` has no default style color,
    /// so its appearance's `@color/faint` stays.
    @Test func aMaterialButtonKeepsItsStyleColorAndATextViewItsAppearance() throws {
        let save = try Self.pair("save")
        #expect(T.hex(save.foreground, .light, Self.read.palette) == "#fffde7", "\(save.foreground)")
        #expect(T.hex(save.background, .light, Self.read.palette) == "#1b5e20", "\(save.background)")
        let caption = try Self.pair("caption")
        #expect(T.hex(caption.foreground, .light, Self.read.palette) == "#90a4ae", "\(caption.foreground)")
        #expect(!caption.evidence.contains("default style sets"), "\(caption.evidence)")
    }
}
