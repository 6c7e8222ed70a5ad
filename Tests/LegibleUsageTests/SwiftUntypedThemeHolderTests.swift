import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// A view's property holding an app value type, without a written type (`var skin = Skin.standard`, typed by the
/// static member it starts as) or with a type named with its owner (`var look: Shelf.Look { … }`)
/// (`Fixtures/swift-untyped-theme-holders`, own code): a holder code replaces (`self.skin = Skin(scheme: picked)`) and
/// a member the type's own initializer sets from its caller's value (`init(accent:)`, called) are set at run time, said
/// with where, never "unknown name" nor the declared default; a holder nothing replaces is its value, and a nested type
/// named with its owner is that one.
@Suite("Swift theme holders replaced at run time, typed by their initializer or a qualified type")
struct SwiftUntypedThemeHolderTests {
    static let scan = UsageLoader().load([TestPaths.fixture("swift-untyped-theme-holders")], palette: Palette())

    static func message(_ element: String) throws -> String {
        try #require(
            scan.diagnostics.map(\.message).first { $0.contains(element) }, "\(scan.diagnostics.map(\.message))")
    }

    static func pair(_ element: String) throws -> ObservedPair {
        try #require(scan.pairs.first { $0.site.elementID == element }, "\(scan.diagnostics.map(\.message))")
    }

    static func lightHex(_ color: ObservedColor) -> String? {
        guard case .inline(let c) = color else { return nil }
        return c.variant(for: .light)?.color?.hexRGB.lowercased()
    }

    @Test func aHolderCodeReplacesIsSetAtRunTime() throws {
        let message = try Self.message("PageHeader.title")
        #expect(
            message.contains(
                "'PageHeader.skin' is set at run time to 'Skin(scheme: picked)' (PageHeader.swift:16): its declared "
                    + "value is not what shows"),
            "\(message)")
        #expect(!Self.scan.pairs.contains { $0.site.elementID == "PageHeader.title" })
    }

    @Test func aMemberTheTypesCalledInitializerSetsIsSetAtRunTime() throws {
        let message = try Self.message("ShelfRow.label")
        #expect(
            message.contains(
                "'Shelf.Look.heading' is set at run time by Shelf.Look.init(accent:) (Skin.swift:35): its declared "
                    + "default is not what shows"),
            "\(message)")
        #expect(!message.contains("unknown name"))
        #expect(!Self.scan.pairs.contains { $0.site.elementID == "ShelfRow.label" })
    }

    @Test func anUntypedLetHolderIsItsStaticValue() throws {
        let note = try Self.pair("PageFooter.note")
        // `caption` = AppKit's secondaryLabelColor (black at 50 %) on `paper` = textBackgroundColor (white), light.
        #expect(note.foreground.displayName == "caption" && Self.lightHex(note.foreground) == "#000000")
        #expect(note.background.displayName == "paper" && Self.lightHex(note.background) == "#ffffff")
    }

    @Test func aQualifiedTypeNamesTheNestedType() throws {
        let count = try Self.pair("ShelfRow.count")
        // `badge` = AppKit's systemBrown (#AC7F5E light) on `banner` = controlBackgroundColor (white).
        #expect(count.foreground.displayName == "badge" && Self.lightHex(count.foreground) == "#ac7f5e")
        #expect(count.background.displayName == "banner" && Self.lightHex(count.background) == "#ffffff")
    }
}
