import Testing
import LegibleCore
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// What text each view of `Fixtures/android-drawn-text/jotter` really draws (issue 29): a hint in its hint color, the
/// typed text of a field, and no text at all for a check box or switch given none (`AndroidDrawnText`,
/// `AndroidHints`).
@Suite("Android: the text a view really draws")
struct AndroidDrawnTextTests {
    static let jotter = AndroidLayoutReader.read(
        AndroidProjectFiles.discover([TestPaths.fixture("android-drawn-text/jotter")]))

    static func pair(_ id: String, _ attribute: String = "android:textColor") throws -> ObservedPair {
        try #require(
            AndroidTestSupport.pair(jotter, id, attribute),
            "no \(attribute) pair for \(id): \(jotter.diagnostics.map(\.message))")
    }

    static func hex(_ color: ObservedColor) -> String? { AndroidTestSupport.hex(color, .light, Palette()) }

    /// An `EditText` with only a hint shows the hint in the theme's `android:textColorHint` while empty (Material
    /// Components keeps AppCompat's 38 % black) and the typed text in its text color: two pairs on the window.
    @Test func anEditTextWithOnlyAHintGivesItsHintPairAndItsTypedTextPair() throws {
        let hint = try Self.pair("note_title", "android:textColorHint")
        #expect(Self.hex(hint.foreground) == "#00000061", "\(hint.foreground)")
        #expect(Self.hex(hint.background) == "#ffffff", "\(hint.background)")
        #expect(hint.review == nil, "\(String(describing: hint.review))")
        #expect(hint.evidence.contains("the theme's android:textColorHint"), "\(hint.evidence)")
        let typed = try Self.pair("note_title")
        #expect(Self.hex(typed.foreground) == "#000000de", "\(typed.foreground)")
    }

    /// A `TextInputLayout` takes its field's hint and draws it in its own hint color: Material Components'
    /// `mtrl_indicator_text_color`, `?attr/colorOnSurface` (black) at 60 %. The typed text is a pair too.
    @Test func aTextInputLayoutDrawsItsFieldsHintInItsLabelColor() throws {
        let hint = try Self.pair("note_body", "android:textColorHint")
        #expect(Self.hex(hint.foreground) == "#00000099", "\(hint.foreground)")
        #expect(hint.evidence.contains("TextInputLayout @+id/body_layout"), "\(hint.evidence)")
        #expect(hint.evidence.contains("colorOnSurface at 60 %"), "\(hint.evidence)")
        #expect(AndroidTestSupport.pair(Self.jotter, "note_body") != nil)
        // The layout writes no hint color: nothing said about it.
        #expect(!Self.jotter.diagnostics.contains { $0.message.contains("checked as the field's hint pair") })
    }

    /// A `TextView` with only a hint, whose text no code sets (code only listens to its clicks), draws only the hint.
    @Test func aTextViewWithOnlyAHintDrawsOnlyItsHint() throws {
        let hint = try Self.pair("note_folder", "android:textColorHint")
        #expect(Self.hex(hint.foreground) == "#00000061", "\(hint.foreground)")
        #expect(AndroidTestSupport.pair(Self.jotter, "note_folder") == nil)
    }

    /// Text set in code keeps the text pair: view binding in Kotlin (`binding.noteDate.text = …`), `findViewById`
    /// then `setText` in Java, and `binding.archiveBox.apply { text = … }`.
    @Test func textSetInCodeKeepsItsPair() throws {
        for id in ["note_date", "reminder_switch", "archive_box"] {
            let pair = try Self.pair(id)
            #expect(pair.role != .nonText, "\(id)")
        }
    }

    /// A `RadioButton` and a `SwitchCompat` given no text (code only reads and sets whether they are checked) draw
    /// no text: no pair, and no "not checked" either; with the hint-only `TextView` they are the three text colors
    /// drawn on nothing, each said on its line.
    @Test func compoundButtonsGivenNoTextDrawNone() throws {
        for id in ["priority_high", "pin_switch"] {
            #expect(!Self.jotter.pairs.contains { $0.site.elementID == "@+id/\(id)" }, "\(id)")
        }
        #expect(Self.jotter.textColorsNotDrawn == 5)
        let notes = Self.jotter.diagnostics.filter { $0.message.contains("shows no text of its own") }
        #expect(
            notes.map(\.location.line) == [28, 43, 49, 64, 70],
            "\(notes.map { "\($0.location.line): \($0.message)" })")
        #expect(notes.allSatisfy { $0.location.keyPath == nil })
        #expect(
            notes.first { $0.location.line == 43 }?.message.hasPrefix("RadioButton @+id/priority_high shows no text")
                == true)
        #expect(Self.jotter.usesNotChecked == 0, "\(Self.jotter.diagnostics.map(\.message))")
    }

    /// A platform `TextView` with no text, no id and no tag (a leftover placeholder): no code can find it to give it
    /// text, so it draws none: no pair, and its note says why.
    @Test func aTextViewCodeCannotFindDrawsNoText() throws {
        #expect(!Self.jotter.pairs.contains { $0.site.location.line == 64 })
        let note = try #require(Self.jotter.diagnostics.first { $0.location.line == 64 })
        #expect(note.message.hasPrefix("TextView shows no text of its own"), "\(note.message)")
        #expect(note.message.contains("no android:id or android:tag code could find it by"), "\(note.message)")
    }

    /// A Material icon button (`app:icon`, no `android:text`) whose text no code sets (code only listens to its
    /// clicks) draws its icon alone: its text color is no text use. One whose text code sets keeps its pair.
    @Test func anIconButtonCodeGivesNoTextDrawsItsIconAlone() throws {
        #expect(!Self.jotter.pairs.contains { $0.site.elementID == "@+id/share_button" && $0.role != .nonText })
        let note = try #require(Self.jotter.diagnostics.first { $0.location.line == 70 })
        #expect(note.message.contains("@+id/share_button shows no text of its own"), "\(note.message)")
        let counted = try Self.pair("attachments_button")
        #expect(counted.role != .nonText)
    }
}
