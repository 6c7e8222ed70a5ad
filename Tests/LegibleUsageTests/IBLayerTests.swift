import Foundation
import Testing
import LegiblePalette
import LegibleUsage

/// What is drawn under a label in a storyboard: earlier siblings by frame, hidden views, tables that draw no
/// separator.
@Suite("Interface Builder: the layer under the text")
struct IBLayerTests {
    static func scene(_ subviews: String) -> String {
        """
        <scenes><scene sceneID="s1"><objects><viewController id="vc"><view key="view" contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
            <subviews>
        \(subviews)
            </subviews>
            <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
        </view></viewController></objects></scene></scenes>
        """
    }

    static func label(_ id: String, x: Int = 16, y: Int = 100, hidden: Bool = false) -> String {
        """
        <label text="Caption" id="\(id)"\(hidden ? " hidden=\"YES\"" : "")>
            <rect key="frame" x="\(x)" y="\(y)" width="200" height="21"/>
            <color key="textColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
        </label>
        """
    }

    func pair(_ scan: UsageScan, _ id: String) -> ObservedPair? { scan.pairs.first { $0.site.elementID == id } }

    /// A prototype cell of a plain table with no background of its own draws `systemBackground` over the table (its
    /// `listPlainCell` background): the table's white shows only where no cell is, so a black label is black on black
    /// in dark mode, not on the table's white.
    @Test func aPlainTablesCellDrawsSystemBackgroundOverTheTable() throws {
        let scan = IBDocument.scan(
            IBDocument.write(
                Self.scene(
                    """
                    <tableView clipsSubviews="YES" contentMode="scaleToFill" style="plain" rowHeight="44" id="files">
                        <rect key="frame" x="0" y="0" width="390" height="844"/>
                        <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        <prototypes>
                            <tableViewCell contentMode="scaleToFill" reuseIdentifier="FileCell" id="cell">
                                <rect key="frame" x="0" y="28" width="390" height="44"/>
                                <tableViewCellContentView key="contentView" id="content"><subviews>
                                    <label text="Title" id="fileTitle"><rect key="frame" x="16" y="11" width="300" height="21"/>
                                        <color key="textColor" white="0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></label>
                                </subviews></tableViewCellContentView>
                            </tableViewCell>
                        </prototypes>
                    </tableView>
                    """)))
        let title = try #require(pair(scan, "fileTitle"))
        #expect(title.background.displayName == "systemBackground")
        #expect(title.background.lightHex == "#ffffff")
        #expect(title.evidence.contains("default background of a plain table's cell (systemBackgroundColor)"))
    }

    @Test func anImageViewUnderTheLabelNeedsReview() {
        let scan = IBDocument.scan(
            IBDocument.write(
                Self.scene(
                    """
                    <imageView contentMode="scaleAspectFill" id="poster"><rect key="frame" x="0" y="0" width="390" height="300"/></imageView>
                    \(Self.label("over"))
                    \(Self.label("below", y: 400))
                    """)))
        #expect(pair(scan, "over")?.review == ReviewReason(.image, "imageView poster (line 6) is drawn under it"))
        // Below the picture: the frames do not meet, so the view's white is what is under it.
        #expect(pair(scan, "below")?.review == nil)
        #expect(pair(scan, "below")?.evidence == "nearest ancestor with a background (view root)")
    }

    @Test func aButtonWithABackgroundImageOrATranslucentBarUnderTheLabelNeedsReview() {
        let scan = IBDocument.scan(
            IBDocument.write(
                Self.scene(
                    """
                    <button opaque="NO" contentMode="scaleToFill" id="backdrop"><rect key="frame" x="0" y="0" width="390" height="300"/>
                        <state key="normal" backgroundImage="wallpaper"/></button>
                    <toolbar contentMode="scaleToFill" barStyle="black" id="bar"><rect key="frame" x="0" y="500" width="390" height="44"/></toolbar>
                    \(Self.label("overImage"))
                    \(Self.label("overBar", y: 510))
                    \(Self.label("clear", y: 400))
                    """)))
        #expect(pair(scan, "overImage")?.review?.kind == .image)
        #expect(pair(scan, "overBar")?.review?.kind == .blur)
        #expect(pair(scan, "clear")?.review == nil)
    }

    @Test func aSiblingThatCoversTheLabelIsItsBackgroundAndOneThatDoesNotNeedsReview() {
        let scan = IBDocument.scan(
            IBDocument.write(
                Self.scene(
                    """
                    <view id="card"><rect key="frame" x="0" y="80" width="390" height="60"/>
                        <color key="backgroundColor" red="0" green="0.3" blue="0.8" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></view>
                    <view id="stripe"><rect key="frame" x="0" y="380" width="40" height="60"/>
                        <color key="backgroundColor" red="0" green="0.3" blue="0.8" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></view>
                    \(Self.label("onCard"))
                    \(Self.label("partly", x: 20, y: 400))
                    """)))
        let onCard = pair(scan, "onCard")
        #expect(onCard?.background.lightHex == "#004dcc")
        #expect(onCard?.review == nil)
        #expect(onCard?.evidence == "view card drawn before it and covering its frame")
        #expect(pair(scan, "partly")?.review?.kind == .overlap)
    }

    @Test func aHiddenLabelIsCheckedAsShownAndSaysSo() {
        let scan = IBDocument.scan(IBDocument.write(Self.scene(Self.label("gone", hidden: true))))
        #expect(pair(scan, "gone")?.review == nil)
        #expect(
            pair(scan, "gone")?.evidence.hasSuffix(
                "label gone (line 6) is hidden in the document: checked as shown when code makes it visible") == true)
        #expect(scan.elementsWithTextColor == 1)
    }

    @Test func aTableWithoutSeparatorsHasNoSeparatorPair() {
        let scan = IBDocument.scan(
            IBDocument.write(
                Self.scene(
                    """
                    <tableView separatorStyle="none" id="plain"><rect key="frame" x="0" y="0" width="390" height="844"/>
                        <color key="separatorColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></tableView>
                    <tableView separatorStyle="default" id="lined"><rect key="frame" x="0" y="0" width="390" height="844"/>
                        <color key="separatorColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></tableView>
                    """)))
        #expect(scan.pairs.map(\.site.elementID) == ["lined"])
    }

    @Test func anAppThatForcesDarkIsCheckedInDarkOnly() throws {
        let storyboard = IBDocument.write(Self.scene(Self.label("title")))
        let folder = (storyboard as NSString).deletingLastPathComponent
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0"><dict><key>UIUserInterfaceStyle</key><string>Dark</string></dict></plist>
            """
        try plist.write(toFile: folder + "/Info.plist", atomically: true, encoding: .utf8)
        let scan = UsageLoader().load([folder], palette: Palette())
        let title = try #require(pair(scan, "title"))
        #expect(title.appearances == [.dark])
        #expect(
            title.evidence.hasSuffix("the app shows only dark (UIUserInterfaceStyle = Dark in \(folder)/Info.plist)"))
        // Without the setting, every appearance.
        try FileManager.default.removeItem(atPath: folder + "/Info.plist")
        #expect(pair(UsageLoader().load([folder], palette: Palette()), "title")?.appearances == nil)
    }

    /// A xib label is black on white, but the class that owns its outlet recolors it in code: an Objective-C `.m`
    /// with a system color is read (the pair takes the code's color); a Swift theme property is not, so the pair
    /// needs review, naming the line.
    @Test func outletsRecoloredInObjectiveCAndSwift() throws {
        let xib = IBDocument.write(
            """
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="FeedCellController">
                    <connections>
                        <outlet property="titleLabel" destination="ttl-1"/>
                        <outlet property="detailLabel" destination="dtl-1"/>
                    </connections>
                </placeholder>
                <tableViewCell id="cell-1"><tableViewCellContentView key="contentView" id="cv-1"><subviews>
                    <label text="Title" id="ttl-1"><rect key="frame" x="16" y="8" width="300" height="21"/>
                        <color key="textColor" white="0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></label>
                    <label text="Detail" id="dtl-1"><rect key="frame" x="16" y="32" width="300" height="21"/>
                        <color key="textColor" white="0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></label>
                </subviews></tableViewCellContentView>
                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></tableViewCell>
            </objects>
            """, storyboard: false, name: "FeedCell.xib")
        let folder = (xib as NSString).deletingLastPathComponent
        try """
        @implementation FeedCellController
        - (void)configure {
            self.titleLabel.textColor = [UIColor secondaryLabelColor];
        }
        @end
        """.write(toFile: folder + "/FeedCellController.m", atomically: true, encoding: .utf8)
        try """
        extension FeedCellController {
            func apply(_ theme: Theme) {
                detailLabel.textColor = theme.tertiaryText
            }
        }
        """.write(toFile: folder + "/FeedCellController+Theme.swift", atomically: true, encoding: .utf8)
        let scan = UsageLoader().load([folder], palette: Palette())
        let title = try #require(pair(scan, "ttl-1"))
        #expect(title.foreground.displayName == "secondaryLabel")
        #expect(title.foreground.lightHex == "#3c3c4399")
        #expect(title.review == nil)
        #expect(
            title.evidence.hasSuffix(
                "FeedCellController sets titleLabel.textColor to [UIColor secondaryLabelColor] in code (FeedCellController.m:3), which replaces the document's"
            ))
        let detail = try #require(pair(scan, "dtl-1"))
        #expect(
            detail.review
                == ReviewReason(
                    .setInCode,
                    "FeedCellController sets detailLabel.textColor to theme.tertiaryText (FeedCellController+Theme.swift:3), which Legible cannot read: not a static color (unknown name 'theme.tertiaryText')"
                ))
    }

    /// Swift view code that recolors an outlet's label, in both states of a condition, and sets no background: the
    /// code's pairs sit on the layer the xib gives the label (the cell's white), at the code's line.
    @Test func codeThatRecolorsAnOutletUsesTheDocumentsLayer() throws {
        let xib = IBDocument.write(
            """
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="UnreadCell">
                    <connections><outlet property="countLabel" destination="cnt-1"/></connections>
                </placeholder>
                <tableViewCell id="cell-1"><tableViewCellContentView key="contentView" id="cv-1"><subviews>
                    <label text="3" id="cnt-1"><rect key="frame" x="16" y="8" width="300" height="21"/>
                        <color key="textColor" white="0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></label>
                </subviews></tableViewCellContentView>
                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></tableViewCell>
            </objects>
            """, storyboard: false, name: "UnreadCell.xib")
        let folder = (xib as NSString).deletingLastPathComponent
        try """
        import UIKit
        final class UnreadCell: UITableViewCell {
            @IBOutlet var countLabel: UILabel!
            func configure(isUnread: Bool) {
                countLabel.textColor = isUnread ? .systemBlue : .secondaryLabel
            }
        }
        """.write(toFile: folder + "/UnreadCell.swift", atomically: true, encoding: .utf8)
        let scan = UsageLoader().load([folder], palette: Palette())
        let code = scan.pairs.filter { $0.site.location.path.hasSuffix("UnreadCell.swift") }.sorted {
            ($0.condition ?? "") < ($1.condition ?? "")
        }
        #expect(code.map(\.foreground.displayName) == ["secondaryLabel", "systemBlue"])
        #expect(code.allSatisfy { $0.background.lightHex == "#ffffff" && $0.review == nil })
        #expect(code.first?.evidence.hasPrefix("the outlet's element (label cnt-1, UnreadCell.xib:") == true)
        #expect(!scan.diagnostics.contains { $0.location.path.hasSuffix("UnreadCell.swift") })
    }

    /// The controller that owns a xib sets its root view's background in code: the labels on that view sit on the
    /// code's color (read) or need review (not read), never on the assumed default; a view class that sets its own
    /// layer's background likewise.
    @Test func codeThatSetsAViewsBackgroundReplacesTheAssumedDefault() throws {
        let xib = IBDocument.write(
            """
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="AccountViewController">
                    <connections><outlet property="view" destination="root" id="o1"/></connections>
                </placeholder>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                    <subviews>
                        <label text="Name" id="nam-1"><rect key="frame" x="10" y="10" width="100" height="20"/>
                            <color key="textColor" systemColor="labelColor"/></label>
                        <view contentMode="scaleToFill" id="bdg-1" customClass="BadgeView"><rect key="frame" x="10" y="40" width="100" height="40"/>
                            <subviews>
                                <label text="New" id="new-1"><rect key="frame" x="4" y="4" width="60" height="20"/>
                                    <color key="textColor" systemColor="labelColor"/></label>
                            </subviews>
                        </view>
                    </subviews>
                </view>
            </objects>
            """, storyboard: false, name: "AccountViewController.xib")
        let folder = (xib as NSString).deletingLastPathComponent
        try """
        import UIKit
        final class AccountViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                view.backgroundColor = .secondarySystemBackground
            }
        }
        final class BadgeView: UIView {
            override func awakeFromNib() {
                layer.backgroundColor = Palette.badge.cgColor
            }
        }
        final class SceneDelegate: UIResponder { // makes the controller the window's root: its level is known
            var window: UIWindow?
            func start() { window?.rootViewController = AccountViewController() }
        }
        """.write(toFile: folder + "/AccountViewController.swift", atomically: true, encoding: .utf8)
        let scan = UsageLoader().load([folder], palette: Palette())
        let name = try #require(pair(scan, "nam-1"))
        #expect(name.background.displayName == "secondarySystemBackground")
        #expect(name.review == nil)
        #expect(
            name.evidence.contains(
                "AccountViewController sets view.backgroundColor to .secondarySystemBackground in code (AccountViewController.swift:5)"
            ))
        let badge = try #require(pair(scan, "new-1"))
        #expect(badge.review?.kind == .setInCode)
        #expect(
            badge.review?.detail.hasPrefix(
                "BadgeView sets self.backgroundColor to Palette.badge.cgColor (AccountViewController.swift:10)") == true
        )
    }

    /// Code that sets an outlet's attributed string may color the text itself: the document's color is not what is
    /// shown for sure, so the pair needs review.
    @Test func anAttributedStringSetInCodeMakesThePairNeedReview() throws {
        let xib = IBDocument.write(
            """
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="HintViewController">
                    <connections><outlet property="view" destination="root" id="o1"/><outlet property="hintLabel" destination="hnt-1" id="o2"/></connections>
                </placeholder>
                <view contentMode="scaleToFill" id="root"><rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                    <subviews><label text="Hint" id="hnt-1"><rect key="frame" x="10" y="10" width="100" height="20"/>
                        <color key="textColor" systemColor="labelColor"/></label></subviews>
                </view>
            </objects>
            """, storyboard: false, name: "HintViewController.xib")
        let folder = (xib as NSString).deletingLastPathComponent
        try """
        import UIKit
        final class HintViewController: UIViewController {
            @IBOutlet var hintLabel: UILabel!
            func show(_ hint: String) {
                hintLabel.attributedText = hint.styled(.hint)
            }
        }
        """.write(toFile: folder + "/HintViewController.swift", atomically: true, encoding: .utf8)
        let hint = try #require(pair(UsageLoader().load([folder], palette: Palette()), "hnt-1"))
        #expect(
            hint.review
                == ReviewReason(
                    .setInCode,
                    "HintViewController sets hintLabel's attributed text in code (HintViewController.swift:5), whose colors Legible does not read"
                ))
    }

    /// A view controller scene with one secondary label on systemBackground, and `segue` in its connections.
    static func scene(_ id: String, label: String, segue: String = "") -> String {
        """
        <scene sceneID="s-\(id)"><objects><viewController id="\(id)"><view key="view" id="v-\(id)">
            <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
            <subviews><label text="Hi" id="\(label)"><rect key="frame" x="16" y="100" width="200" height="21"/>
                <color key="textColor" systemColor="secondaryLabelColor"/></label></subviews>
            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
        </view>\(segue)</viewController></objects></scene>
        """
    }

    /// The system colors `scene` uses, as Xcode writes them in a document's resources.
    static let sheetResources =
        #"<systemColor name="systemBackgroundColor"><color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></systemColor><systemColor name="secondaryLabelColor"><color red="0.24" green="0.24" blue="0.26" alpha="0.6" colorSpace="custom" customColorSpace="sRGB"/></systemColor>"#

    /// The dark value of the background of the pair at element `id`, as hex.
    func darkBackground(_ scan: UsageScan, _ id: String) -> String? {
        guard case .inline(let c)? = pair(scan, id)?.background, let color = c.variant(for: .dark)?.color else {
            return nil
        }
        return color.hexRGB
    }

    /// A form sheet is drawn at the elevated level: in dark its systemBackground is #1C1C1E, not #000000.
    @Test func aFormSheetInDarkUsesTheElevatedBackground() throws {
        let path = IBDocument.write(
            """
            <scenes>
            \(Self.scene("home", label: "base", segue: #"<connections><segue destination="edit" kind="presentation" modalPresentationStyle="formSheet" id="sg1"/></connections>"#))
            \(Self.scene("edit", label: "sheet"))
            </scenes>
            """,
            resources: Self.sheetResources
        )
        let scan = IBDocument.scan(path)
        let dark = { darkBackground(scan, $0) }
        #expect(dark("base") == "#000000")
        #expect(dark("sheet") == "#1c1c1e")
        #expect(
            pair(scan, "sheet")?.evidence
                == "nearest ancestor with a background (view v-edit); the scene is presented as formSheet (segue line 9), so dark mode uses the elevated system backgrounds"
        )
    }

    /// A segue of the deprecated kind "modal" (storyboards saved before Xcode 6 keep it; GoMap's settings sheets) is
    /// a presentation with the automatic style: a page sheet, drawn at the elevated level; "popover" likewise.
    @Test func aDeprecatedModalSegueIsAPageSheet() throws {
        let path = IBDocument.write(
            """
            <scenes>
            \(Self.scene("home", label: "base", segue: #"<connections><segue destination="edit" kind="modal" id="sg1"/><segue destination="tip" kind="popover" popoverAnchorView="v-home" id="sg2"/></connections>"#))
            \(Self.scene("edit", label: "sheet"))
            \(Self.scene("tip", label: "popover"))
            </scenes>
            """,
            resources: Self.sheetResources
        )
        let scan = IBDocument.scan(path)
        let dark = { darkBackground(scan, $0) }
        #expect(dark("base") == "#000000")
        #expect(dark("sheet") == "#1c1c1e")
        #expect(dark("popover") == "#1c1c1e")
        #expect(
            pair(scan, "sheet")?.evidence.contains("presented as a page sheet (automatic) (segue line 9)") == true,
            "\(pair(scan, "sheet")?.evidence ?? "")")
    }

    /// A navigation controller whose own presentation style is a form sheet (code presents it: iSH's About
    /// storyboard) is drawn at the elevated level, with its root and what the root pushes; a full-screen one is not.
    @Test func aControllersOwnSheetStyleElevatesItsStack() throws {
        func navigation(_ id: String, style: String, root: String) -> String {
            """
            <scene sceneID="s-\(id)"><objects><navigationController modalPresentationStyle="\(style)" id="\(id)">
                <connections><segue destination="\(root)" kind="relationship" relationship="rootViewController" id="r-\(id)"/></connections>
            </navigationController></objects></scene>
            """
        }
        let path = IBDocument.write(
            """
            <scenes>
            \(navigation("nav", style: "formSheet", root: "about"))
            \(Self.scene("about", label: "about-label", segue: #"<connections><segue destination="detail" kind="show" id="sg1"/></connections>"#))
            \(Self.scene("detail", label: "detail-label"))
            \(navigation("full", style: "fullScreen", root: "player"))
            \(Self.scene("player", label: "player-label"))
            </scenes>
            """,
            resources: Self.sheetResources
        )
        let scan = IBDocument.scan(path)
        let dark = { darkBackground(scan, $0) }
        #expect(dark("about-label") == "#1c1c1e")
        #expect(dark("detail-label") == "#1c1c1e")
        #expect(dark("player-label") == "#000000")
        #expect(
            pair(scan, "detail-label")?.evidence.contains("presented as formSheet (its own presentation style, line 4)")
                == true, "\(pair(scan, "detail-label")?.evidence ?? "")")
    }

    /// A scene whose controller's code was not read may be recolored or presented elsewhere by that code: its pairs
    /// need review, naming the class; with the controller's file in the run (setting no colors) they are asserted. A
    /// framework class (`UIViewController`) needs no code.
    @Test func aSceneWhoseControllerCodeIsNotReadNeedsReview() throws {
        let storyboard = IBDocument.write(
            """
            <scenes><scene sceneID="s1"><objects><viewController id="vc1" customClass="CartViewController"><view key="view" id="v1">
                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                <subviews>\(Self.label("total"))</subviews>
                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
            </view></viewController></objects></scene>
            <scene sceneID="s2"><objects><viewController id="vc2"><view key="view" id="v2">
                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                <subviews>\(Self.label("plain"))</subviews>
                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
            </view></viewController></objects></scene></scenes>
            """)
        let folder = (storyboard as NSString).deletingLastPathComponent
        let unread = UsageLoader().load([folder], palette: Palette())
        #expect(
            try #require(pair(unread, "total")).review
                == ReviewReason(
                    .styleNotRead,
                    "the code of CartViewController is not among the files read: it may recolor this element or show it on another background"
                ))
        #expect(try #require(pair(unread, "plain")).review == nil)
        // With its code read, and the scene delegate making it the window's root (a scene no segue shows is code's
        // to show: `CodePresentationUnknownTests`), it is asserted.
        try """
        import UIKit
        final class CartViewController: UIViewController {}
        final class SceneDelegate: UIResponder {
            var window: UIWindow?
            func start() { window?.rootViewController = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Cart") as! CartViewController }
        }
        """.write(toFile: folder + "/CartViewController.swift", atomically: true, encoding: .utf8)
        #expect(try #require(pair(UsageLoader().load([folder], palette: Palette()), "total")).review == nil)
    }

    /// A controller whose xib code presents as a sheet (`present(vc, animated:)`, not full screen) draws its views at
    /// the elevated level: systemBackground is #1C1C1E in dark; presented full screen, it stays #000000.
    @Test func aXibControllerCodePresentsAsASheetUsesTheElevatedBackgrounds() throws {
        func xib(_ owner: String) -> String {
            """
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="\(owner)">
                    <connections><outlet property="view" destination="root-\(owner)" id="o-\(owner)"/></connections>
                </placeholder>
                <view contentMode="scaleToFill" id="root-\(owner)"><rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                    <subviews>\(Self.label("lbl-\(owner)"))</subviews>
                    <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                </view>
            </objects>
            """
        }
        let first = IBDocument.write(xib("TipsViewController"), storyboard: false, name: "TipsViewController.xib")
        let folder = (first as NSString).deletingLastPathComponent
        try IBDocument.writeBody(
            xib("PlayerViewController"), storyboard: false, to: folder + "/PlayerViewController.xib")
        try """
        import UIKit
        final class TipsViewController: UIViewController {}
        final class PlayerViewController: UIViewController {}
        final class HomeViewController: UIViewController {
            func showTips() {
                let tips = TipsViewController()
                present(tips, animated: true)
            }
            func play() {
                let player = PlayerViewController()
                player.modalPresentationStyle = .fullScreen
                present(player, animated: true)
            }
        }
        """.write(toFile: folder + "/Home.swift", atomically: true, encoding: .utf8)
        let scan = UsageLoader().load([folder], palette: Palette())
        func dark(_ id: String) throws -> String? {
            guard case .inline(let c) = try #require(pair(scan, id)).background else { return nil }
            return c.variant(for: .dark)?.color?.hexRGB
        }
        #expect(try dark("lbl-TipsViewController") == "#1c1c1e")
        #expect(try dark("lbl-PlayerViewController") == "#000000")
        #expect(
            try #require(pair(scan, "lbl-TipsViewController")).evidence.hasSuffix(
                "; code presents TipsViewController as a sheet (Home.swift:7), so dark mode uses the elevated system backgrounds"
            ))
    }

    /// An outlet handed to a style function (`titleStyle(titleLbl)`, `baseViewStyle(view)`) may get its colors there:
    /// this scan does not follow the function, so the pair needs review, naming the call.
    @Test func anOutletHandedToAStyleFunctionNeedsReview() throws {
        let xib = IBDocument.write(
            """
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="UpsellViewController">
                    <connections><outlet property="view" destination="root" id="o1"/><outlet property="titleLbl" destination="ttl" id="o2"/></connections>
                </placeholder>
                <view contentMode="scaleToFill" id="root"><rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                    <subviews>\(Self.label("ttl"))\(Self.label("note", y: 200))</subviews>
                    <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                </view>
            </objects>
            """, storyboard: false, name: "UpsellViewController.xib")
        let folder = (xib as NSString).deletingLastPathComponent
        try """
        import UIKit
        final class UpsellViewController: UIViewController {
            @IBOutlet var titleLbl: UILabel!
            override func viewDidLoad() {
                super.viewDidLoad()
                titleStyle(titleLbl)
            }
        }
        final class SceneDelegate: UIResponder { // makes the controller the window's root: its level is known
            var window: UIWindow?
            func start() { window?.rootViewController = UpsellViewController() }
        }
        """.write(toFile: folder + "/UpsellViewController.swift", atomically: true, encoding: .utf8)
        let scan = UsageLoader().load([folder], palette: Palette())
        #expect(
            try #require(pair(scan, "ttl")).review
                == ReviewReason(
                    .setInCode,
                    "UpsellViewController hands titleLbl to titleStyle(_:) (UpsellViewController.swift:6), which may set its colors"
                ))
        #expect(try #require(pair(scan, "note")).review == nil)
    }
}
