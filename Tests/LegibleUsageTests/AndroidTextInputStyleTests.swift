import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// A `TextInputLayout` with no `style` is drawn with the style its theme's `textInputStyle` names
/// (`Fixtures/android-text-input-style`): that style's `android:background` (a shape of `@color/field_fill`, another
/// value at night) is the layer under its field's text and hint; a layout with an explicit library style takes none.
@Suite("Android: the background of a text field's theme textInputStyle")
struct AndroidTextInputStyleTests {
    typealias T = AndroidTestSupport

    static let files = AndroidProjectFiles.discover([TestPaths.fixture("android-text-input-style")])
    static let palette = AndroidResourceReader.read(files: files.values)
    static let scan = AndroidLayoutReader.read(files, palette: palette)

    static func background(_ id: String, _ attribute: String, _ appearance: Appearance) throws -> String? {
        let pair = try #require(T.pair(scan, id, attribute), "no \(attribute) pair for \(id)")
        #expect(pair.review == nil, "\(String(describing: pair.review))")
        return T.hex(pair.background, appearance, palette)
    }

    /// `login_server_box` sets no style: its text and hint are on `field_fill`, #EEEEEE by day, #424242 at night.
    @Test func aFieldIsOnTheBackgroundOfItsThemeTextInputStyle() throws {
        for attribute in ["android:textColor", "android:textColorHint"] {
            #expect(try Self.background("login_server", attribute, .light) == "#eeeeee")
            #expect(try Self.background("login_server", attribute, .dark) == "#424242")
        }
        let pair = try #require(T.pair(Self.scan, "login_server"))
        #expect(pair.evidence.contains("the theme's textInputStyle"), "\(pair.evidence)")
    }

    /// `login_note_box` names `Widget.Material3.TextInputLayout.OutlinedBox` itself: no background, the window's.
    @Test func aLayoutWithItsOwnStyleDoesNotTakeTheThemeOne() throws {
        #expect(try Self.background("login_note", "android:textColorHint", .light) == "#fafafa")
        #expect(try Self.background("login_note", "android:textColorHint", .dark) == "#121212")
    }
}
