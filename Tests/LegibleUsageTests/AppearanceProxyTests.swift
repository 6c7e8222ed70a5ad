import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// UIKit appearance proxies over storyboard and xib elements (`Fixtures/apple-code-effects/Appearance`, Swift, and
/// `AppearanceObjC`, Objective-C; own code): a proxy's value replaces the document's on every view of its class and
/// subclasses, an app property whose setter writes `textColor` included, unless code sets the property on the
/// instance; a contained proxy reaches only views inside its container; a bar whose color a proxy sets makes its title
/// need review.
@Suite("Appearance proxies over documents")
struct AppearanceProxyTests {
    static let swiftFolder = TestPaths.fixture("apple-code-effects/Appearance")
    static let objcFolder = TestPaths.fixture("apple-code-effects/AppearanceObjC")
    /// What `legible pairs FOLDER` reads: the palette the folder itself declares (its Swift colors), then its UI.
    static let swiftPalette = PaletteLoader().load([swiftFolder])
    static let objcPalette = PaletteLoader().load([objcFolder])
    static let swift = UsageLoader().load([swiftFolder], palette: swiftPalette)
    static let objc = UsageLoader().load([objcFolder], palette: objcPalette)

    /// A pair's color in `appearance`: written inline, or a color of the palette the fixture declares.
    static func hex(_ color: ObservedColor, _ appearance: Appearance) -> String? {
        switch color {
        case .inline(let c): return c.variant(for: appearance)?.color?.hexRGB
        case .named(let name):
            let named = swiftPalette.color(named: name) ?? objcPalette.color(named: name)
            return named?.variant(for: appearance)?.color?.hexRGB
        }
    }

    static func pairs(_ id: String, in scan: UsageScan) throws -> [ObservedPair] {
        let found = scan.pairs.filter { $0.site.elementID == id && $0.role != .nonText }
        try #require(!found.isEmpty, "no pair for \(id)")
        return found
    }

    /// `UILabel.appearance().inkColor = .houseInk` (`inkColor`'s setter writes `textColor`), on the cell background
    /// `UITableViewCell.appearance().backgroundColor = .houseCell`: systemPink on systemGray6, not the storyboard's
    /// black on the grouped table's secondarySystemGroupedBackground.
    @Test func aLabelProxyThroughAnAppPropertyAndACellProxyReplaceTheDocument() throws {
        for id in ["pref-account-title", "pref-account-value"] {
            for pair in try Self.pairs(id, in: Self.swift) {
                #expect(Self.hex(pair.foreground, .light) == "#ff2d55", "\(id)")
                #expect(Self.hex(pair.foreground, .dark) == "#ff375f", "\(id)")
                #expect(Self.hex(pair.background, .light) == "#f2f2f7", "\(id)")
                #expect(Self.hex(pair.background, .dark) == "#1c1c1e", "\(id)")
                #expect(pair.review == nil, "\(id)")
                #expect(
                    pair.evidence.contains(
                        "UILabel.appearance() (StyleKitAppDelegate.swift:22) sets inkColor (its textColor)"))
                #expect(pair.evidence.contains("UITableViewCell.appearance() (StyleKitAppDelegate.swift:19)"))
            }
        }
    }

    /// `statusLabel.textColor = .systemGray` on the instance wins over the proxy.
    @Test func codeOnTheInstanceKeepsItsColor() throws {
        for pair in try Self.pairs("pref-status", in: Self.swift) {
            #expect(pair.foreground.displayName == "systemGray")
            #expect(Self.hex(pair.foreground, .light) == "#8e8e93")
            #expect(Self.hex(pair.background, .light) == "#f2f2f7")
            #expect(!pair.evidence.contains("UILabel.appearance()"))
        }
    }

    @Test func aButtonProxySetsTheNormalTitleColor() throws {
        for pair in try Self.pairs("pref-sign-out", in: Self.swift) {
            #expect(Self.hex(pair.foreground, .light) == "#34c759")
            #expect(Self.hex(pair.foreground, .dark) == "#30d158")
            #expect(pair.evidence.contains("UIButton.appearance() (StyleKitAppDelegate.swift:26) sets titleColor"))
        }
    }

    /// The cell's content view paints yellow over the cell: the cell proxy is not under the label.
    @Test func aViewPaintedInTheDocumentAboveTheCellStaysTheLayer() throws {
        for pair in try Self.pairs("pref-banner", in: Self.swift) {
            #expect(Self.hex(pair.background, .light) == "#ffcc00")
            #expect(Self.hex(pair.foreground, .light) == "#ff2d55")
        }
    }

    /// The bar's title takes the proxy's title attributes; what is under it changes with the OS: review.
    @Test func aBarTitleOverAProxiedBarNeedsReview() throws {
        for pair in try Self.pairs("pref-nav-bar", in: Self.swift) {
            #expect(Self.hex(pair.foreground, .light) == "#ff2d55")
            let review = try #require(pair.review)
            #expect(review.kind == .setInCode)
            #expect(review.message.contains("UINavigationBar.appearance() (StyleKitAppDelegate.swift:16)"))
            #expect(review.message.contains("barTintColor = .houseBar"))
            #expect(review.message.contains("scrollEdgeAppearance"))
        }
    }

    /// Objective-C: proxies contained in `BubbleCell` reach the xib cell's label and button; a proxy held by a local
    /// paints the cell.
    @Test func objectiveCContainedProxiesReachOnlyViewsInTheirContainer() throws {
        for pair in try Self.pairs("bub-message", in: Self.objc) {
            #expect(Self.hex(pair.foreground, .light) == "#34c759")
            #expect(Self.hex(pair.background, .light) == "#e5e5ea")
            #expect(Self.hex(pair.background, .dark) == "#2c2c2e")
            #expect(pair.review == nil)
            #expect(pair.evidence.contains("ChatAppDelegate.m:19"))
            #expect(pair.evidence.contains("ChatAppDelegate.m:24"))
        }
        for pair in try Self.pairs("bub-reply", in: Self.objc) {
            #expect(Self.hex(pair.foreground, .light) == "#ff2d55")
        }
        // The inbox title is in no bubble, and in no alert (a `UIAlertController`'s views are its own, so the proxy
        // contained in one reaches no view of a document): the xib's black on its white view, asserted.
        for pair in try Self.pairs("inbox-title", in: Self.objc) {
            #expect(Self.hex(pair.foreground, .light) == "#000000")
            #expect(Self.hex(pair.background, .light) == "#ffffff")
            #expect(!pair.evidence.contains("appearance"))
            #expect(pair.review == nil, "\(String(describing: pair.review))")
        }
    }
}
