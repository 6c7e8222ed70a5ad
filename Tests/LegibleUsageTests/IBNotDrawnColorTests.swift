import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// Colors an Interface Builder document gives that the platform never draws (issue 29), on the fixture
/// `Fixtures/apple-not-drawn`: a title color of a button that shows only an image, and the colors of an `NSBox` that
/// is not custom.
@Suite("Interface Builder: colors that draw nothing are not pairs")
struct IBNotDrawnColorTests {
    static func pairs(_ scan: UsageScan, _ id: String, _ key: String) -> [ObservedPair] {
        scan.pairs.filter { $0.site.elementID == id && $0.site.location.keyPath?.hasPrefix(key) == true }
    }

    /// `shuffle-button` (no outlet) and `repeat-button` (its outlet's code sets only its image) show an image and no
    /// title: no title-color pair, and not counted as text uses. `queue-button`, given a title in an extension
    /// of its owner (`setTitle(_:for:)`), and `play-button`, titled in the document, keep theirs.
    @Test func aButtonShowingOnlyAnImageHasNoTitleColorPair() {
        let scan = UsageLoader().load([TestPaths.fixture("apple-not-drawn/Phone")], palette: Palette())
        for id in ["shuffle-button", "repeat-button"] {
            #expect(Self.pairs(scan, id, "titleColor").isEmpty, "\(id)")
        }
        for id in ["queue-button", "play-button"] {
            #expect(Self.pairs(scan, id, "titleColor").map { $0.foreground.lightHex } == ["#9a9a9a"], "\(id)")
        }
        #expect(scan.elementsWithTextColor == 2)
    }

    /// The default `NSBox` (`account-box`) draws the system group box: no border pair, and the label inside sits on
    /// the group box's own fill, neither its `fillColor` nor the window: the window's color is shown, for review
    /// ("NSBox fill"). The custom box (`status-card`) draws both.
    @Test func anNSBoxThatIsNotCustomDrawsNoneOfItsColors() throws {
        let scan = InterfaceBuilderReader.read(
            files: [TestPaths.fixture("apple-not-drawn/Mac/SyncPreferences.xib")], palette: Palette())
        #expect(Self.pairs(scan, "account-box", "borderColor").isEmpty)
        let border = try #require(Self.pairs(scan, "status-card", "borderColor").first)
        #expect(border.role == .nonText)
        #expect(border.foreground.lightHex == "#8c8c8c")
        let signedIn = try #require(Self.pairs(scan, "account-name-cell", "textColor").first)
        #expect(signedIn.background.lightHex == "#ececec", "\(signedIn.evidence)")
        #expect(signedIn.review?.kind == .customDrawing)
        #expect(
            signedIn.review?.detail
                == "box account-box (line 15), a primary NSBox that holds it, draws its group box fill under it "
                + "(NSBox fill), which is not a documented AppKit system color",
            "\(String(describing: signedIn.review))")
        let upToDate = try #require(Self.pairs(scan, "status-text-cell", "textColor").first)
        #expect(upToDate.review == nil)
        #expect(upToDate.background.lightHex == "#f5f5eb", "\(upToDate.evidence)")
    }
}
