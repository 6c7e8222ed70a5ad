import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// Swift code naming an app's Objective-C class methods by the names Swift imports them as
/// (`Fixtures/objc-swift-colors`, own code): a cell class's class property, a `UIColor` category's method and class
/// property (the `Color` suffix dropped), from UIKit and SwiftUI; a body Legible cannot read is a warning naming the
/// method and its line.
@Suite("Objective-C class colors named from Swift")
struct ObjCImportedColorTests {
    static let scan = UsageLoader().load([TestPaths.fixture("objc-swift-colors")], palette: Palette())

    static func pair(_ id: String) throws -> ObservedPair {
        try #require(Self.scan.pairs.first { $0.site.elementID == id && $0.role != .nonText }, "no pair for \(id)")
    }

    static func hex(_ color: ObservedColor, _ appearance: Appearance) -> String? {
        guard case .inline(let c) = color else { return nil }
        return c.variant(for: appearance)?.color?.hexRGB
    }

    @Test func aClassPropertyOfAnObjectiveCClassIsItsBody() throws {
        let destination = try Self.pair("TripSummaryView.destinationLabel")
        #expect(Self.hex(destination.foreground, .light) == "#000000")
        #expect(Self.hex(destination.foreground, .dark) == "#ffffff")
        #expect(destination.review == nil)
    }

    @Test func aCategoryClassPropertyLosesTheColorSuffixInSwift() throws {
        let dates = try Self.pair("TripSummaryView.datesLabel")
        // secondaryLabel: #3C3C43 at 60 % in light.
        guard case .inline(let muted) = dates.foreground else {
            Issue.record("\(dates.foreground)")
            return
        }
        #expect(muted.variant(for: .light)?.color?.hexRGBA == "#3c3c4399")
    }

    @Test func aCategoryMethodIsCalledFromUIKitAndSwiftUI() throws {
        let traveller = try Self.pair("TripSummaryView.travellerLabel")
        #expect(Self.hex(traveller.foreground, .light) == "#14213d")
        let title = try #require(
            Self.scan.pairs.first { $0.site.location.path.hasSuffix("AboutView.swift") && $0.role != .nonText })
        #expect(Self.hex(title.foreground, .light) == "#14213d")
        #expect(title.background.displayName == "white")
    }

    @Test func aMethodWhoseBodyIsNotReadIsAWarningNamingIt() throws {
        let warning = try #require(
            Self.scan.diagnostics.first { $0.location.keyPath?.hasPrefix("TripSummaryView.badgeLabel") == true })
        #expect(warning.message.contains("'UIColor.atlasUser' is +[UIColor atlasUserColor] (UIColor+Atlas.m:16)"))
        #expect(!warning.message.contains("likely from"))
        #expect(Self.scan.pairs.allSatisfy { $0.site.elementID != "TripSummaryView.badgeLabel" })
    }
}
