import LegibleCore
import LegiblePalette
import LegibleTestSupport
import Testing

@testable import LegibleUsage

/// An Apple system color whose value in one appearance the reference knows only as one of two
/// (`Fixtures/apple-unknown-system-values`, own documents): the pair is measured with each; when every WCAG verdict
/// agrees it is asserted with the lower-contrast value, otherwise it needs review naming both.
@Suite("Apple system colors whose value is one of two")
struct AppleUnknownSystemValueTests {
    static let folder = TestPaths.fixture("apple-unknown-system-values")
    static let scan = UsageLoader().load([folder], palette: Palette())

    /// The pair of element `id`; for an iOS one, the pair of iOS 16–18 (the fixture's deployment target is iOS 16, and
    /// iOS 26's `systemMint` is known).
    static func pair(_ id: String, releases: String? = nil) throws -> ObservedPair {
        let found = scan.pairs.map { "\($0.site.elementID ?? "") \($0.condition ?? "")" }
        return try #require(
            scan.pairs.first { $0.site.elementID == id && (releases == nil || $0.condition == releases) },
            "no pair for \(id): \(found) \(scan.diagnostics.map(\.message))")
    }

    @Test func theTableKeepsTheTwoValuesItHesitatesBetween() {
        let tertiary = SystemColorReference(platform: "osx", name: "tertiaryLabelColor")
        #expect(AppleSystemColors.resolve(tertiary, in: .dark) == nil)
        #expect(AppleSystemColors.candidates(of: tertiary, in: .dark).map(\.hexRGBA) == ["#ffffff3f", "#ffffff42"])
        #expect(AppleSystemColors.candidates(of: tertiary, in: .light).isEmpty)
        let mint = SystemColorReference(platform: "ios", name: "systemMintColor")
        #expect(
            AppleSystemColors.candidates(of: mint, in: .dark, os: AppleOSVersion(18)).map(\.hexRGB)
                == ["#63e6e2", "#66d4cf"])
        #expect(AppleSystemColors.candidates(of: mint, in: .dark).isEmpty) // iOS 26's is known
        // The placeholder among screen picks names three values: no candidates, still unknown.
        let rows = SystemColorReference(platform: "osx", name: "alternatingContentBackgroundColors[1]")
        #expect(AppleSystemColors.candidates(of: rows, in: .dark).isEmpty)
    }

    /// macOS dark `tertiaryLabelColor` on the dark window background: it fails every verdict with either value.
    @Test func aTertiaryLabelOnTheWindowIsAssertedWithTheLowerContrastValue() throws {
        let credit = try Self.pair("cr-credit-cell")
        #expect(credit.review == nil, "\(credit.review?.message ?? "")")
        #expect(AndroidTestSupport.hex(credit.foreground, .dark, Palette()) == "#ffffff3f")
        #expect(AndroidTestSupport.hex(credit.foreground, .light, Palette()) == "#00000042")
        #expect(
            credit.evidence.contains(
                "tertiaryLabelColor's dark value is not known (#ffffff3f or #ffffff42): every WCAG verdict is the same "
                    + "with either, so it is checked with #ffffff3f, the lower contrast"), "\(credit.evidence)")
        let notChecked = Self.scan.diagnostics.filter { $0.message.contains("tertiaryLabelColor") }
        #expect(notChecked.isEmpty, "\(notChecked.map(\.message))")
    }

    /// iOS dark `systemMint` on black: AAA with either value, checked with `#66d4cf`.
    @Test func mintOnBlackIsAssertedWithTheLowerContrastValue() throws {
        let bloom = try Self.pair("gd-bloom", releases: "iOS 16–18")
        #expect(bloom.review == nil, "\(bloom.review?.message ?? "")")
        #expect(AndroidTestSupport.hex(bloom.foreground, .dark, Palette()) == "#66d4cf")
        #expect(AndroidTestSupport.hex(bloom.foreground, .light, Palette()) == "#00c7be")
        #expect(bloom.background.lightHex == "#000000")
    }

    /// iOS dark `systemMint` on `#3b3b3b`: 7.5:1 with `#63e6e2`, 6.4:1 with `#66d4cf`; AAA differs. iOS 26's value is
    /// known: that pair is asserted.
    @Test func mintOnSlateNeedsReviewNamingBothValues() throws {
        let water = try Self.pair("gd-water", releases: "iOS 16–18")
        #expect(water.review?.kind == .systemValue)
        #expect(
            water.review?.detail
                == "the system color's value is not known: systemMintColor's dark value is not known (#63e6e2 or "
                + "#66d4cf), and the pair's WCAG verdicts differ between them")
        let newest = try Self.pair("gd-water", releases: "iOS 26")
        #expect(newest.review == nil)
        #expect(AndroidTestSupport.hex(newest.foreground, .dark, Palette()) == "#00dac3")
    }
}
