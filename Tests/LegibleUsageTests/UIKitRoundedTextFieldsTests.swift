import LegiblePalette
import LegibleTestSupport
import LegibleUsage
import Testing

/// A rounded-rect `UITextField` draws its own fill under its text, written in Swift (`field.borderStyle =
/// .roundedRect`) or in Interface Builder (`borderStyle="roundedRect"`), as in Objective-C
/// (`ObjCForcedAppearanceTests`): one declaration, `UIKitRoundedTextFields` (`Fixtures/uikit-rounded-text-fields`; iSub
/// `SubsonicServerEditViewController.xib`, whose rounded fields' text was asserted on the view behind them).
@Suite("UIKit rounded-rect text fields in Swift and Interface Builder")
struct UIKitRoundedTextFieldsTests {
    static let postcard = UsageLoader().load(
        [TestPaths.fixture("uikit-rounded-text-fields/Postcard")], palette: Palette())
    static let stamps = UsageLoader().load([TestPaths.fixture("uikit-rounded-text-fields/Stamps")], palette: Palette())

    @Test func aSwiftRoundedRectFieldsTextIsOnItsWhiteFillInLightAndForReviewInDark() throws {
        let subject = Self.postcard.pairs(at: "ComposeViewController.swift", 13)
        let light = try #require(subject.first { $0.appearances?.contains(.light) == true }, "\(subject)")
        #expect(light.foreground.lightHex == "#333333")
        #expect(light.background.displayName == "white")
        #expect(light.background.lightHex == "#ffffff")
        #expect(light.review == nil)
        #expect(
            light.evidence.hasPrefix(
                "a rounded-rect text field draws its own fill under its text (borderStyle .roundedRect, "
                    + "ComposeViewController.swift:12): white in light"), "\(light.evidence)")
        let dark = try #require(subject.first { $0.appearances?.contains(.dark) == true }, "\(subject)")
        #expect(dark.review?.kind == .systemValue)
        #expect(dark.appearances?.contains(.light) == false)
    }

    /// `UITextField()` draws no border (`borderStyle` is `.none` by default): its text is on what it is added to.
    @Test func aSwiftFieldWithoutABorderStyleIsOnItsSuperview() throws {
        let recipient = try Self.postcard.pair(at: "ComposeViewController.swift", 14)
        #expect(recipient.background.lightHex == "#1a1a4d")
        #expect(recipient.appearances == nil)
    }

    @Test func aSwiftRoundedRectFieldWithItsOwnBackgroundKeepsIt() throws {
        let stamp = try Self.postcard.pair(at: "ComposeViewController.swift", 17)
        #expect(stamp.background.displayName == "yellow")
        #expect(stamp.review == nil)
    }

    @Test func aStoryboardRoundedRectFieldsTextAndPlaceholderAreOnItsWhiteFill() throws {
        let country = Self.stamps.pairs.filter { $0.site.elementID == "st-country" }
        #expect(country.count == 4, "\(country.map { ($0.site.condition, $0.appearances) })")
        for pair in country where pair.appearances?.contains(.light) == true {
            #expect(pair.background.lightHex == "#ffffff")
            #expect(pair.review == nil)
            #expect(pair.evidence.contains("borderStyle roundedRect, Main.storyboard:11): white in light"))
        }
        let dark = country.filter { $0.appearances?.contains(.dark) == true }
        #expect(dark.count == 2)
        #expect(dark.allSatisfy { $0.review?.kind == .systemValue })
        #expect(country.contains { $0.foreground.displayName == "placeholderText" && $0.site.text == "Country" })
    }

    /// A `<textField>` without `borderStyle` draws none (Xcode writes every other style): on the view behind it.
    @Test func aStoryboardFieldWithoutABorderStyleIsOnItsSuperview() throws {
        let year = try #require(Self.stamps.pairs.first { $0.site.elementID == "st-year" })
        #expect(year.background.lightHex == "#1a1a4d")
        #expect(year.appearances == nil)
    }

    @Test func aStoryboardRoundedRectFieldWithItsOwnBackgroundKeepsIt() throws {
        let value = try #require(Self.stamps.pairs.first { $0.site.elementID == "st-value" })
        #expect(value.background.lightHex == "#ffff00")
        #expect(value.appearances == nil)
    }
}
