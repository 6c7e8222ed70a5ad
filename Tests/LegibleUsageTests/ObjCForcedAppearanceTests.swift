import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// UIKit defaults the views Objective-C code builds show (`Fixtures/objc-uikit-defaults`; mumble-iphoneos): an app's
/// `Info.plist` forcing light holds for them as for storyboards and Swift (`Source/Info.plist` forces light, and the
/// code-built fields were listed in dark too), and a `UITextBorderStyleRoundedRect` field draws its own fill under its
/// text (`MUMessagesViewController.m:261-262`: black text asserted on the bar's yellow, drawn on the field's white).
@Suite("Objective-C views: forced appearance and rounded-rect text fields")
struct ObjCForcedAppearanceTests {
    static let logbook = UsageLoader().load([TestPaths.fixture("objc-uikit-defaults/Logbook")], palette: Palette())
    static let sketchpad = UsageLoader().load(
        [TestPaths.fixture("objc-uikit-defaults/Sketchpad")], palette: Palette())

    @Test func aCodeBuiltLabelIsCheckedOnlyInTheForcedAppearance() throws {
        let summary = try Self.logbook.pair(at: "TripListViewController.m", 12)
        #expect(summary.foreground.displayName == "secondaryLabel")
        #expect(summary.background.displayName == "systemBackground")
        #expect(summary.appearances == [.light])
        #expect(
            summary.evidence.hasSuffix(
                "the app shows only light (UIUserInterfaceStyle = Light in "
                    + TestPaths.fixture("objc-uikit-defaults/Logbook") + "/Info.plist)"))
        #expect(summary.review == nil)
    }

    @Test func aRoundedRectFieldsTextIsOnItsOwnWhiteFillNotOnTheBar() throws {
        let note = Self.logbook.pairs(at: "TripNotesBar.m", 11)
        #expect(note.count == 1, "\(note.map(\.appearances))")
        let text = try #require(note.first)
        #expect(text.foreground.displayName == "black")
        #expect(text.background.displayName == "white")
        #expect(text.appearances == [.light])
        #expect(text.review == nil)
        #expect(
            text.evidence.hasPrefix(
                "a rounded-rect text field draws its own fill under its text (borderStyle UITextBorderStyleRoundedRect, "
                    + "TripNotesBar.m:10): white in light"))
        let placeholder = try Self.logbook.pair(at: "TripNotesBar.m", 12)
        #expect(placeholder.foreground.displayName == "placeholderText")
        #expect(placeholder.background.displayName == "white")
    }

    @Test func aRoundedRectFieldsDarkFillNeedsReview() throws {
        let title = Self.sketchpad.pairs(at: "SketchViewController.m", 11)
        let light = try #require(title.first { $0.appearances?.contains(.light) == true }, "\(title)")
        #expect(light.background.displayName == "white")
        #expect(light.review == nil)
        let dark = try #require(title.first { $0.appearances?.contains(.dark) == true }, "\(title)")
        #expect(dark.review?.kind == .systemValue)
    }

    @Test func aRoundedRectFieldWithItsOwnBackgroundKeepsIt() throws {
        let tag = try Self.sketchpad.pair(at: "SketchViewController.m", 17)
        #expect(tag.background.displayName == "yellow")
        #expect(tag.review == nil)
    }

    /// mumble-iphoneos `MUFavouriteServerEditViewController.m:88`: a field in `[_addressCell contentView]` of a cell the
    /// grouped table view controller makes itself, colored by `+[MUColor selectedTextColor]`: it was "what is under it
    /// is not known".
    @Test func aFieldInTheContentViewOfACellTheControllerMakesIsOnTheGroupedCell() throws {
        let title = try Self.logbook.pair(at: "TripEditorViewController.m", 16)
        #expect(title.foreground.displayName == "[LogbookColors entryTextColor]")
        #expect(title.background.displayName == "secondarySystemGroupedBackground")
        #expect(title.appearances == [.light])
        #expect(title.review == nil, "\(String(describing: title.review))")
        #expect(title.evidence.contains("made as TripEditorViewController.titleCell"))
    }
}
