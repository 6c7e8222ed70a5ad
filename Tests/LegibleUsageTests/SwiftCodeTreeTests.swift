import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// Swift code that recolors a xib's outlets is read on its syntax tree (`SwiftCodeEffects`): a statement over several
/// lines is one statement, and a comment or a string that spells an assignment is not code
/// (`Fixtures/swift-code-tree`, own code: a notes editor).
@Suite("Swift code read on its syntax tree")
struct SwiftCodeTreeTests {
    static let root = TestPaths.fixture("swift-code-tree")
    static let palette = PaletteLoader().load([root + "/Assets.xcassets"])
    static let scan = UsageLoader().load([root], palette: palette)

    static func pair(_ id: String) throws -> ObservedPair {
        try #require(scan.pairs.first { $0.site.elementID == id && $0.role != .nonText }, "no pair for \(id)")
    }

    /// `titleLabel.textColor =` with `UIColor(named: "Ink")` on the next line.
    @Test func anAssignmentWhoseValueIsOnTheNextLineRecolorsTheOutlet() throws {
        let title = try Self.pair("ne-title")
        #expect(title.foreground == .named("Ink"))
        #expect(title.review == nil)
        #expect(title.evidence.contains("NoteEditorController sets titleLabel.textColor"))
        #expect(title.evidence.contains("NoteEditorController+Look.swift:5"))
    }

    /// `saveButton.setTitleColor(` with its color and `for: .normal` on the lines below.
    @Test func aTitleColorCallOverSeveralLinesRecolorsTheButton() throws {
        let save = try Self.pair("ne-save")
        #expect(save.foreground == .named("Accent"))
        #expect(save.review == nil)
        #expect(save.evidence.contains("NoteEditorController sets saveButton.titleColor"))
    }

    /// `// hintLabel.textColor = .systemRed`, `/* statusLabel.textColor = … */` and a string spelling an assignment.
    @Test func commentsAndStringsDoNotRecolor() throws {
        for (id, why) in [("ne-hint", "a line comment"), ("ne-status", "a block comment and a string")] {
            let label = try Self.pair(id)
            #expect(label.foreground.displayName == "secondaryLabel", "\(id): \(why)")
            #expect(label.review == nil, "\(id): \(why)")
            #expect(!label.evidence.contains("in code"), "\(id): \(why)")
        }
    }
}
