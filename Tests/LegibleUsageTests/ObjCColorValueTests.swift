import Foundation
import Testing
import LegibleObjCSyntax
import LegiblePalette
import LegibleTestSupport

@testable import LegibleUsage

/// Objective-C colors evaluated on their syntax trees (`ObjCColorEvaluator`): component factories, a category's class
/// methods (a `dispatch_once` cache, a dynamic provider), function-like and object-like `#define`s with C arithmetic,
/// `colorWithAlphaComponent:`; and a xib cell whose code recolors its outlets with them
/// (`Fixtures/objc-colors`, own code).
@Suite("Objective-C color values")
struct ObjCColorValueTests {
    static let root = TestPaths.fixture("objc-colors")
    static let scan = UsageLoader().load([root], palette: Palette())

    static func pair(_ id: String) throws -> ObservedPair {
        try #require(scan.pairs.first { $0.site.elementID == id && $0.role != .nonText }, "no pair for \(id)")
    }

    static func hex(_ color: ObservedColor, _ appearance: Appearance) -> String? {
        guard case .inline(let c) = color else { return nil }
        return c.variant(for: appearance)?.color.map {
            $0.hexRGB + ($0.alpha < 1 ? String(format: " @%.2f", $0.alpha) : "")
        }
    }

    static func evaluate(_ written: String, defines: String = "") -> Result<ObservedColor, SwiftViewProblem> {
        let file = ObjCSourceFile(path: "Colors.h", syntax: ObjCParser.parse(defines, path: "Colors.h"))
        return ObjCColorEvaluator(files: [file], palette: Palette())
            .resolve(written, at: SourceLocation(path: "View.m", line: 3))
    }

    @Test func componentFactoriesReadAsTheSwiftInitializers() throws {
        let rgb = try Self.evaluate("[UIColor colorWithRed:0.2 green:0.4 blue:0.6 alpha:1.0]").get()
        #expect(Self.hex(rgb, .dark) == "#336699")
        let white = try Self.evaluate("[[UIColor alloc] initWithWhite:0.5f alpha:1]").get()
        guard case .inline(let w) = white else { Issue.record("not inline"); return }
        #expect(w.variants.first?.color?.space == .grayGamma22)
        let srgb = try Self.evaluate("[NSColor colorWithSRGBRed:1 green:0 blue:0 alpha:0.5]").get()
        #expect(Self.hex(srgb, .light) == "#ff0000 @0.50")
    }

    @Test func hexMacroWithCArithmetic() throws {
        let macro = """
            #define RGBHEX(v) [UIColor colorWithRed:((float)((v & 0xFF0000) >> 16))/255.0 green:((float)((v & 0xFF00) >> 8))/255.0 blue:((float)(v & 0xFF))/255.0 alpha:1.0]
            #define kBrand RGBHEX(0x1A2B3C)
            """
        #expect(Self.hex(try Self.evaluate("RGBHEX(0xB00020)", defines: macro).get(), .light) == "#b00020")
        #expect(Self.hex(try Self.evaluate("kBrand", defines: macro).get(), .dark) == "#1a2b3c")
        // C integer division: 128 / 255 is 0 without a floating operand.
        let truncated = try Self.evaluate("[UIColor colorWithRed:128 / 255 green:0 blue:0 alpha:1]").get()
        #expect(Self.hex(truncated, .light) == "#000000")
    }

    @Test func whatCannotBeKnownSaysWhy() {
        guard case .failure(let problem) = Self.evaluate("self.theme.textColor") else {
            Issue.record("a property of an instance was read")
            return
        }
        #expect(problem.message == "self.theme.textColor is not a color Legible can read")
        guard case .failure(let branch) = Self.evaluate("isActive ? [UIColor redColor] : [UIColor grayColor]") else {
            Issue.record("an undecidable condition was read")
            return
        }
        #expect(branch.message == "'isActive' has no value Legible can read")
    }

    @Test func categoryMethodsRecolorTheCellOutlets() throws {
        let amount = try Self.pair("iv-amount")
        #expect(amount.review == nil)
        #expect(Self.hex(amount.foreground, .light) == "#111827")
        #expect(amount.evidence.contains("InvoiceCell sets amountLabel.textColor to [UIColor ldr_inkColor] in code"))
        // A `dispatch_once` cache filled from a hex macro, reached with dot syntax.
        let pay = try Self.pair("iv-pay")
        #expect(Self.hex(pay.foreground, .dark) == "#0b5fff")
        let due = try Self.pair("iv-due")
        #expect(Self.hex(due.foreground, .light) == "#b00020")
        // An object-like macro: black at 60 % alpha.
        let note = try Self.pair("iv-note")
        #expect(Self.hex(note.foreground, .light) == "#000000 @0.60")
    }

    @Test func aDynamicProviderGivesAValuePerAppearance() throws {
        let amount = try Self.pair("iv-amount")
        #expect(Self.hex(amount.background, .light) == "#ffffff")
        #expect(Self.hex(amount.background, .dark) == "#212121") // white 0.15 in Gray Gamma 2.2: sRGB 33.2
    }

    /// A recolor under an `if` on the model holds only sometimes: a pair for each outcome, the document's color where
    /// the branch does not run (`AppleBranchOutcomeTests`); a test that the view exists (`if (self.amountLabel !=
    /// nil)`) is no condition.
    @Test func aRecolorUnderAConditionIsAPairPerOutcome() throws {
        let memo = Self.scan.pairs.filter { $0.site.elementID == "iv-memo" && $0.role != .nonText }
        #expect(memo.map(\.condition) == ["unless invoice.isOverdue", "when invoice.isOverdue"])
        #expect(memo.allSatisfy { $0.review == nil })
        #expect(memo.first.map { Self.hex($0.foreground, .light) } == "#000000")
        #expect(try Self.pair("iv-amount").review == nil)
    }

    @Test func aModelsColorNeedsReviewNamingTheLine() throws {
        let status = try Self.pair("iv-status")
        let review = try #require(status.review)
        #expect(review.kind == .setInCode)
        #expect(
            review.message.contains("InvoiceCell sets statusLabel.textColor to invoice.statusColor (InvoiceCell.m:18)"))
        #expect(review.message.contains("invoice.statusColor is not a color Legible can read"))
    }
}
