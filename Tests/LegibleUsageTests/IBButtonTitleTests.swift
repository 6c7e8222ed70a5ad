import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// Buttons whose Interface Builder document writes no title color (issue 29: a configured button's title was checked
/// as its white tint on the view behind the button, and system buttons' titles were no text use at all), on the
/// fixture `Fixtures/apple-button-configurations`.
@Suite("Interface Builder: button titles drawn from a configuration or the tint")
struct IBButtonTitleTests {
    static let scan = InterfaceBuilderReader.read(
        files: [TestPaths.fixture("apple-button-configurations/Onboarding/PermissionViewController.xib")],
        palette: Palette())

    static func pairs(_ id: String, _ key: String) -> [ObservedPair] {
        scan.pairs.filter { $0.site.elementID == id && $0.site.location.keyPath?.hasPrefix(key) == true }
    }

    /// The configuration's `baseForegroundColor` on its `backgroundConfiguration`'s color, with the configuration's
    /// title; its white tint draws nothing (no image).
    @Test func aConfiguredButtonsTitleIsItsForegroundOnItsBackground() throws {
        let title = try #require(Self.pairs("request-access", "titleColor").first)
        #expect(title.foreground.lightHex == "#ffffff")
        #expect(title.background.lightHex == "#6a1b9a", "\(title.evidence)")
        #expect(title.site.text == "Request Access")
        #expect(title.review == nil)
        #expect(Self.pairs("request-access", "tintColor").isEmpty)
        let filled = try #require(Self.pairs("continue-button", "titleColor").first)
        #expect(filled.foreground.lightHex == "#ffffff")
        #expect(filled.background.lightHex == "#1d4ed8", "\(filled.evidence)")
    }

    /// A system button draws its title in its own tint, else in the nearest ancestor's, on what is behind it.
    @Test func aSystemButtonsTitleIsDrawnInItsTint() throws {
        let skip = try #require(Self.pairs("skip-button", "titleColor").first)
        #expect(skip.foreground.lightHex == "#0a7d5a")
        #expect(skip.background.lightHex == "#f2f2f7")
        #expect(skip.role != .nonText)
        #expect(Self.pairs("skip-button", "tintColor").isEmpty)
        let help = try #require(Self.pairs("help-button", "titleColor").first)
        #expect(help.foreground.lightHex == "#b3261e")
        #expect(help.background.lightHex == "#ffffff")
    }

    /// A tinted configuration's fill is a system fill with no documented value: review. A title in an inherited
    /// window tint, or in the color a filled configuration derives, is a text use not checked, saying why.
    @Test func titlesWhoseColorOrFillIsNotInTheDocumentSaySo() throws {
        let tinted = try #require(Self.pairs("tinted-button", "titleColor").first)
        #expect(tinted.foreground.lightHex == "#1d4ed8")
        #expect(tinted.review?.kind == .customDrawing)
        for (id, cause) in [("later-button", "inherits from its window"), ("filled-default", "derives from the fill")] {
            #expect(Self.pairs(id, "titleColor").isEmpty, "\(id)")
            #expect(
                Self.scan.diagnostics.contains { $0.message.contains(id) && $0.message.contains(cause) },
                "\(id): \(Self.scan.diagnostics.map(\.message))")
        }
        // request, skip, later, continue, tinted, filled-default, help: seven titles, each one text use.
        #expect(Self.scan.elementsWithTextColor == 7)
    }

    /// A button showing only an image keeps its tint as a non-text pair.
    @Test func anImageButtonsTintStaysANonTextPair() throws {
        let close = try #require(Self.pairs("close-button", "tintColor").first)
        #expect(close.role == .nonText)
        #expect(close.foreground.lightHex == "#545454") // white 0.333 in generic gray gamma 2.2
    }
}

/// A `UISegmentedControl`'s `tintColor` has not colored its selected segment since iOS 13 (UIKit draws it with
/// `selectedSegmentTintColor`, inside the control's own track): the tint is "not shown", naming why, and the label
/// beside it keeps its pair (`Fixtures/ib-segmented-controls`).
@Suite("Interface Builder: a segmented control's tint since iOS 13")
struct IBSegmentedControlTintTests {
    static let scan = InterfaceBuilderReader.read(
        files: [TestPaths.fixture("ib-segmented-controls/StreamSettings.storyboard")], palette: Palette())

    @Test func aSegmentedControlsTintIsNotDrawnSinceIOS13() throws {
        for id in ["resolution", "codec"] {
            let tint = try #require(
                Self.scan.pairs.first {
                    $0.site.elementID == id && $0.site.location.keyPath?.hasPrefix("tintColor") == true
                }, "\(id)")
            #expect(tint.review?.kind == .notShown, "\(id)")
            #expect(tint.review?.detail.contains("ignores a segmented control's tintColor since iOS 13") == true)
        }
        let label = try #require(Self.scan.pairs.first { $0.site.elementID == "quality-label" })
        #expect(label.review == nil)
        #expect(label.foreground.lightHex == "#e6e6e6")
        #expect(label.background.lightHex == "#1f2124")
    }
}

/// AppKit applies `contentTintColor` to borderless buttons only (Apple, `NSButton.contentTintColor`): a bordered push
/// button's tint is "not shown", a borderless image button's stays a non-text pair (`Fixtures/ib-content-tint`).
@Suite("Interface Builder: contentTintColor on bordered AppKit buttons")
struct IBContentTintTests {
    static let scan = InterfaceBuilderReader.read(
        files: [TestPaths.fixture("ib-content-tint/ShortcutWindow.xib")], palette: Palette())

    static func tint(_ id: String) throws -> ObservedPair {
        try #require(
            scan.pairs.first {
                $0.site.elementID == id && $0.site.location.keyPath?.hasPrefix("contentTintColor") == true
            })
    }

    @Test func aBorderedButtonsContentTintIsNeverDrawn() throws {
        let bordered = try Self.tint("record-button")
        #expect(bordered.review?.kind == .notShown)
        #expect(bordered.review?.detail.contains("borderless buttons only") == true)
        let borderless = try Self.tint("clear-button")
        #expect(borderless.review == nil)
        #expect(borderless.role == .nonText)
        #expect(borderless.foreground.lightHex == "#1a4dcc")
    }
}
