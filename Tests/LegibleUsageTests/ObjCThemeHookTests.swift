import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// What Objective-C and Swift code does to xib outlets beyond the class's own lines, read on syntax trees: a
/// superclass's theme hook (`customizeRendering`, called from `awakeFromNib`) recolors the outlets of a subclass's
/// xib; a category sets outlets; a message send split over lines and the getter form `[[self badgeLabel]
/// setTextColor:…]` set them too (`Fixtures/objc-theme-hooks`, `Fixtures/swift-theme-hooks`, own code).
@Suite("Code effects: theme hooks, categories, multi-line sends")
struct ObjCThemeHookTests {
    static let objc = TestPaths.fixture("objc-theme-hooks")
    static let palette = PaletteLoader().load([objc + "/Assets.xcassets"])
    static let scan = UsageLoader().load([objc], palette: palette)
    static let swift = UsageLoader().load([TestPaths.fixture("swift-theme-hooks")], palette: Palette())

    static func pair(_ id: String, in scan: UsageScan = Self.scan) throws -> ObservedPair {
        try #require(scan.pairs.first { $0.site.elementID == id && $0.role != .nonText }, "no pair for \(id)")
    }

    @Test func aSuperclassThemeHookRecolorsTheSubclassOutlet() throws {
        let title = try Self.pair("cc-title")
        #expect(title.foreground.displayName == "secondaryLabel")
        #expect(title.review == nil)
        #expect(title.evidence.contains("BaseCell (superclass of ContactCell) sets titleLabel.textColor"))
        #expect(title.evidence.contains("BaseCell.m:15"))
    }

    @Test func aSuperclassHookWithAColorNotReadNeedsReviewNamingTheLine() throws {
        let caption = try Self.pair("gh-caption")
        let review = try #require(caption.review)
        #expect(review.kind == .setInCode)
        #expect(review.message.contains("BaseHeaderView (superclass of GroupHeaderView) sets captionLabel.textColor"))
        #expect(review.message.contains("theme.captionColor"))
        #expect(review.message.contains("BaseHeaderView.m:13"))
    }

    /// A category's methods are the class's code (here an assignment wrapped after its `=`).
    @Test func aCategorySetsTheClassOutlets() throws {
        let detail = try Self.pair("cc-detail")
        #expect(detail.foreground.displayName == "tertiaryLabel")
        #expect(detail.review == nil)
        #expect(detail.evidence.contains("ContactCell sets detailLabel.textColor to UIColor.tertiaryLabelColor"))
        #expect(detail.evidence.contains("ContactCell+Theme.m:7"))
    }

    @Test func aMessageSendOverSeveralLinesAndTheGetterFormSetOutlets() throws {
        let name = try Self.pair("cc-name")
        #expect(name.foreground == .named("Ink"))
        #expect(name.evidence.contains(#"[UIColor colorNamed:@"Ink"]"#))
        #expect(name.evidence.contains("ContactCell.m:11"))
        let badge = try Self.pair("cc-badge")
        #expect(badge.foreground.displayName == "systemRed")
        #expect(badge.evidence.contains("ContactCell.m:13"))
    }

    /// Xcode 15's generated asset symbol in Objective-C, `ACColorNameInkMuted`, names the `Ink Muted` colorset
    /// (OsmAnd iOS writes 1,230 colors this way; they were "not a color Legible can read").
    @Test func anXcodeGeneratedObjectiveCSymbolNamesItsColorset() throws {
        let role = try Self.pair("cc-role")
        #expect(role.foreground == .named("Ink Muted"), "\(role.foreground)")
        #expect(role.review == nil)
        #expect(role.evidence.contains("ContactCell.m:16"))
    }

    /// `presentViewController:animated:completion:` of a navigation controller whose root is a local typed on
    /// another line, in a form sheet: the root's xib is at the elevated level (dark systemBackground #1C1C1E).
    @Test func aControllerPresentedAsAFormSheetIsElevated() throws {
        let version = try Self.pair("st-version")
        guard case .inline(let background) = version.background else {
            Issue.record("background \(version.background)")
            return
        }
        #expect(background.variant(for: .dark)?.color?.hexRGB == "#1c1c1e")
        #expect(
            version.evidence.hasSuffix(
                "; code presents SettingsViewController as .formSheet (ContactsViewController.m:33), so dark mode uses "
                    + "the elevated system backgrounds"))
    }

    /// `UIView *view = [[UIView alloc] init]; view.backgroundColor = …` colors the new view, not the controller's
    /// `view` (OsmAnd's target menus: a table's `backgroundView` color was asserted under their titles).
    @Test func aCreatedLocalNamedViewIsNotTheControllersView() throws {
        let version = try Self.pair("st-version")
        #expect(!version.evidence.contains("systemRed"), "\(version.evidence)")
        #expect(version.background.displayName != "systemRed")
        #expect(!Self.scan.pairs.contains { $0.background.displayName == "systemRed" })
    }

    @Test func aSwiftBaseClassThemeHookRecolorsTheSubclassOutlet() throws {
        let headline = try Self.pair("mc-title", in: Self.swift)
        #expect(headline.foreground.displayName == "secondaryLabel")
        #expect(headline.review == nil)
        #expect(headline.evidence.contains("ListCell (superclass of MessageCell) sets headlineLabel.textColor"))
        #expect(headline.evidence.contains("ListCell.swift:13"))
    }
}

extension ObjCThemeHookTests {
    /// tvOS presents every controller full screen: a tvOS xib (`targetRuntime="AppleTV"`) that code presents keeps the
    /// base level, while the same xib built for iOS is elevated.
    @Test(arguments: [("AppleTV", "#000000"), ("iOS.CocoaTouch", "#1c1c1e")])
    func aPresentedTVOSControllerIsNotElevated(runtime: String, dark: String) throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.\(runtime == "AppleTV" ? "AppleTV" : "CocoaTouch").XIB" version="3.0" targetRuntime="\(runtime)">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ServerLoginViewController">
                        <connections><outlet property="view" destination="root" id="o1"/></connections>
                    </placeholder>
                    <view contentMode="scaleToFill" id="root">
                        <subviews><label text="Server" id="lbl"><color key="textColor" systemColor="labelColor"/></label></subviews>
                        <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                    </view>
                </objects>
            </document>
            """
        let folder = TemporaryTree.write(
            [
                "ServerLoginViewController.xib": xib,
                "ServerLoginViewController.h": "@interface ServerLoginViewController : UIViewController\n@end\n",
                "ServerLoginViewController.m": "@implementation ServerLoginViewController\n@end\n",
                "ServerListViewController.m": """
                #import <UIKit/UIKit.h>
                #import "ServerLoginViewController.h"
                @implementation ServerListViewController
                - (void)didSelectServer {
                    ServerLoginViewController *login = [[ServerLoginViewController alloc] initWithNibName:nil bundle:nil];
                    [self presentViewController:login animated:YES completion:nil];
                }
                @end
                """,
            ], prefix: "tvos-present")
        let scan = UsageLoader().load([folder], palette: Palette())
        let pair = try #require(scan.pairs.first { $0.site.elementID == "lbl" })
        guard case .inline(let background) = pair.background else {
            Issue.record("background \(pair.background)")
            return
        }
        #expect(background.variant(for: .dark)?.color?.hexRGB == dark)
    }
}

extension ObjCThemeHookTests {
    /// Code the parser cannot read is a warning naming its file and first line, not a silent gap.
    @Test func objectiveCTheParserCannotReadIsAWarning() throws {
        let folder = TemporaryTree.write(
            [
                "Legacy.m": """
                #import <UIKit/UIKit.h>
                @implementation LegacyCell
                - (void)awakeFromNib {
                    [super awakeFromNib];
                    FOR_EACH_LABEL(label) { label.textColor = nil; } ]
                    self.titleLabel.textColor = [UIColor labelColor];
                }
                @end
                """
            ], prefix: "objc-unread")
        let scan = UsageLoader().load([folder], palette: Palette())
        let warning = try #require(scan.diagnostics.first { $0.location.path.hasSuffix("Legacy.m") })
        #expect(warning.severity == .warning)
        #expect(warning.location.line == 5)
        #expect(warning.message.hasPrefix("Objective-C not read here"))
    }
}
