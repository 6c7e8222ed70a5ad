import LegibleCore
import LegiblePalette
import LegibleTestSupport
import Testing

@testable import LegibleUsage

/// A system color is checked in every OS release the app supports, whatever name the app gives it: an asset catalog
/// color referencing `systemOrangeColor` (`Color("Bolus")`, `UIColor(named: "Bolus")`), the same faded in code
/// (`.opacity(0.5)`), a palette constant over a catalog color (`static let brandAccent = Color("Brand")`), and the
/// system color written in code (Swift, Objective-C). The deployment target is in an xcconfig (iOS 15.1), so each such
/// pair is one pair for iOS 15–18 and one for iOS 26 (`Fixtures/apple-os-range-colors`, own code).
@Suite("Apple: system colors across the deployment range")
struct AppleOSRangeColorTests {
    static let folder = TestPaths.fixture("apple-os-range-colors")
    static let palette = PaletteLoader().load([folder])
    static let scan = UsageLoader().load([folder], palette: palette)

    /// Condition → light and dark foreground of the pairs at `file:line`.
    func ranges(_ file: String, _ line: Int) throws -> [String: [String]] {
        let pairs = Self.scan.pairs.filter { $0.site.location.line == line && $0.site.location.path.hasSuffix(file) }
        try #require(!pairs.isEmpty, "no pair at \(file):\(line): \(Self.scan.diagnostics.map(\.message))")
        var result: [String: [String]] = [:]
        for pair in pairs {
            guard case .inline(let color) = pair.foreground else { continue }
            result[pair.condition ?? "-"] = [.light, .dark].compactMap { color.variant(exactly: $0)?.color?.hexRGBA }
        }
        return result
    }

    static let orange = ["iOS 15–18": ["#ff9500ff", "#ff9f0aff"], "iOS 26": ["#ff8d28ff", "#ff9230ff"]]
    static let blue = ["iOS 15–18": ["#007affff", "#0a84ffff"], "iOS 26": ["#0088ffff", "#0091ffff"]]

    @Test func aCatalogColorReferencingASystemColorIsSplitByRelease() throws {
        #expect(try ranges("DoseCell.swift", 8) == Self.orange)
    }

    @Test func aFadedCatalogSystemColorIsFadedInEachRelease() throws {
        #expect(
            try ranges("DoseBadge.swift", 7) == [
                "iOS 15–18": ["#ff950080", "#ff9f0a80"], "iOS 26": ["#ff8d2880", "#ff923080"],
            ])
    }

    @Test func aPaletteConstantOverACatalogSystemColorKeepsItsNameAndIsSplit() throws {
        #expect(try ranges("DoseBadge.swift", 9) == Self.blue)
        let names = Self.scan.pairs.filter {
            $0.site.location.line == 9 && $0.site.location.path.hasSuffix("DoseBadge.swift")
        }.map(\.foreground.displayName)
        #expect(Set(names) == ["Color.brandAccent"])
    }

    @Test func aSystemColorInSwiftAndObjectiveCCodeIsSplit() throws {
        #expect(try ranges("DoseBadge.swift", 11) == Self.orange)
        #expect(try ranges("DoseHeader.m", 10) == Self.blue)
    }
}
