import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// What code does to storyboard and xib elements after the document, beyond one outlet at a time: a loop over an
/// outlet collection (`for (UIButton *digit in _digitButtons)`, `for key in keyButtons`) recolors every view the
/// collection holds; code that never runs in the release app (`if Self.showsLayoutColors {` with `private static let
/// showsLayoutColors = false`, `#if DEBUG`) colors nothing; a text storage replaced in code (`textView.textStorage.setAttributedString`) is
/// attributed text Legible does not read (`Fixtures/apple-code-effects`, own code).
@Suite("Code effects: outlet collection loops, code that never runs")
struct AppleCodeEffectsTests {
    static let scan = UsageLoader().load([TestPaths.fixture("apple-code-effects")], palette: Palette())

    static func hex(_ color: ObservedColor, _ appearance: Appearance) -> String? {
        guard case .inline(let c) = color else { return nil }
        return c.variant(for: appearance)?.color?.hexRGB
    }

    static func pairs(_ id: String) -> [ObservedPair] {
        Self.scan.pairs.filter { $0.site.elementID == id && $0.role != .nonText }
    }

    @Test func anObjectiveCLoopOverAnOutletCollectionRecolorsEachButton() throws {
        for id in ["pc-digit-1", "pc-digit-2"] {
            let digit = try #require(Self.pairs(id).first, "no pair for \(id)")
            #expect(Self.pairs(id).count == 1)
            #expect(digit.foreground.displayName == "white")
            #expect(Self.hex(digit.foreground, .light) == "#ffffff")
            #expect(Self.hex(digit.background, .light) == "#000000")
            #expect(digit.review == nil)
            #expect(
                digit.evidence.contains("PasscodeViewController sets digitButtons.titleColor to UIColor.whiteColor"))
            #expect(digit.evidence.contains("PasscodeViewController.m:21"))
        }
    }

    @Test func aSwiftLoopOverAnOutletCollectionRecolorsEachButton() throws {
        for id in ["kp-digit-1", "kp-digit-2"] {
            let key = try #require(Self.pairs(id).first, "no pair for \(id)")
            #expect(key.foreground.displayName == "systemOrange")
            #expect(Self.hex(key.foreground, .dark) == "#ff9230")
            #expect(key.review == nil)
            #expect(key.evidence.contains("KeypadViewController sets keyButtons.titleColor to .systemOrange"))
            #expect(key.evidence.contains("KeypadViewController.swift:21"))
        }
    }

    /// The stack's yellow is set only under a `false` constant: the labels are on the view's systemBackground.
    @Test func aColorSetOnlyUnderAFalseConstantIsNotApplied() throws {
        for id in ["ProfileTitleView.nameLabel", "ProfileTitleView.statusLabel"] {
            let label = try #require(Self.pairs(id).first, "no pair for \(id)")
            #expect(Self.pairs(id).count == 1)
            #expect(label.background.displayName == "systemBackground")
            #expect(Self.hex(label.background, .light) == "#ffffff")
            #expect(!label.evidence.contains("systemYellow"))
        }
        // The `#if DEBUG` red is not the release app's either.
        #expect(Self.pairs("ProfileTitleView.statusLabel").first?.foreground.displayName == "secondaryLabel")
    }

    /// `notesView.textStorage.setAttributedString(text)` replaces the document's text and its color with a string
    /// code builds: the pair needs review naming the line, not the xib's labelColor asserted.
    @Test func aTextStorageReplacedInCodeNeedsReview() throws {
        let notes = try #require(Self.pairs("nt-notes").first, "no pair for nt-notes")
        let review = try #require(notes.review)
        #expect(review.kind == .setInCode)
        #expect(review.message.contains("NotesViewController sets notesView's attributed text in code"))
        #expect(review.message.contains("NotesViewController.swift:17"))
    }
}
