import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// Themes that are declared instances of an app type, handed out by a selector (`Skin.active`, issue 29): a use
/// through the selector is read in every instance the selector can give, and only those.
@Suite("Swift views: themes chosen among declared instances")
struct SwiftInstanceThemeViewTests {
    static let folder = TestPaths.fixture("code-themes/InstanceThemes")
    static let scan = UsageLoader().load([folder], palette: PaletteLoader().load([folder]))

    func pair(_ line: Int, _ file: String) -> ObservedPair? {
        Self.scan.pairs.first { $0.site.location.line == line && $0.site.location.path.hasSuffix(file) }
    }

    /// Each theme's value of an inline color, `theme:NAME` → hex.
    func values(_ color: ObservedColor?) -> [String: String] {
        guard case .inline(let c)? = color else { return [:] }
        var out: [String: String] = [:]
        for v in c.variants { out[v.appearance.rawValue] = v.color?.hexRGB }
        return out
    }

    @Test func aSelectorSettingIsEveryInstanceItCanReturn() throws {
        // `Skin.active` is `Skin.skin(for:)` of a user setting: paper, or dusk or ink through a local, every branch.
        let headline = try #require(pair(18, "ArticleCell.swift"))
        #expect(
            values(headline.foreground) == [
                "theme:paper": "#1a1a1a", "theme:dusk": "#e6e6e6", "theme:ink": "#ffffff",
            ])
        #expect(values(headline.background)["theme:dusk"] == "#262633")
        guard case .inline(let foreground) = headline.foreground else {
            Issue.record("not an inline color: \(headline.foreground)")
            return
        }
        let dark = Dictionary(
            foreground.variants.map { ($0.appearance.rawValue, $0.appearance.isDark) }, uniquingKeysWith: { a, _ in a })
        #expect(dark == ["theme:paper": false, "theme:dusk": true, "theme:ink": true])
    }

    @Test func aLocalHoldingTheSelectorsValueIsFollowed() throws {
        // `let swatches = Skin.active.swatches` then `swatches.captionText`.
        let byline = try #require(pair(20, "ArticleCell.swift"))
        #expect(
            values(byline.foreground) == [
                "theme:paper": "#737373", "theme:dusk": "#8c8c8c", "theme:ink": "#999999",
            ])
    }

    @Test func aLocalOfAPropertyInitializerClosureIsFollowed() {
        let kicker = Self.scan.pairs.first {
            $0.site.location.line == 26 && $0.site.location.path.hasSuffix("ArticleCell.swift")
        }
        #expect(values(kicker?.foreground)["theme:ink"] == "#ffffff")
        #expect(
            !Self.scan.diagnostics.contains {
                $0.location.path.hasSuffix("ArticleCell.swift") && $0.location.line == 26
                    && $0.message.contains("static color")
            })
    }

    @Test func aComputedSelectorExcludingAnInstanceGivesOnlyTheOthers() throws {
        let time = try #require(pair(10, "PlayerCaption.swift"))
        #expect(values(time.foreground) == ["theme:dusk": "#8c8c8c", "theme:ink": "#999999"])
        // Checked in those two themes only, on the canvas the same selector gives.
        #expect(time.appearances?.map(\.rawValue) == ["theme:dusk", "theme:ink"])
        #expect(time.review == nil)
    }

    @Test func aThemedTextOnAFixedBackgroundNeedsReview() throws {
        // `backgroundColor = .white` has no value in the dusk and ink skins: what is under the text there is unknown.
        let price = try #require(pair(10, "OfferCard.swift"))
        #expect(values(price.foreground).count == 3)
        #expect(price.review?.kind == .themeInCode, "\(String(describing: price.review))")
        #expect(price.review?.detail.contains("theme:dusk") == true)
    }

    @Test func aThemeFromOutsideTheCodeReadIsNotGuessed() throws {
        // `Skin.campaign` returns what a service downloads: no theme is asserted, the warning names the line.
        #expect(pair(17, "PromoBanner.swift") == nil)
        let warning = try #require(
            Self.scan.diagnostics.first { $0.location.path.hasSuffix("PromoBanner.swift") && $0.location.line == 17 })
        #expect(warning.message.contains("PromoBanner.swift:6"), "\(warning.message)")
        #expect(warning.message.contains("downloadedSkin"), "\(warning.message)")
    }
}
