import Foundation
import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// What code shows in a sheet (`CodePresentations`): the root of a navigation or hosting controller it presents, the
/// controllers pushed and the views embedded by a class shown in a sheet; iOS draws them all at the elevated level
/// (dark systemBackground #1C1C1E, secondarySystemGroupedBackground #2C2C2E).
@Suite("Code presentations")
struct CodePresentationTests {
    static let scan: UsageScan = {
        let folder = TemporaryTree.write(
            [
                "Coordinator.swift": """
                import UIKit
                final class Coordinator {
                    func showSettings() {
                        let nav = UIStoryboard.settings.instantiateInitialViewController() as! UINavigationController
                        let settings = nav.topViewController as! SettingsViewController
                        nav.modalPresentationStyle = .formSheet
                        root.present(nav, animated: true)
                    }
                    func showActivity() {
                        let host = UIHostingController(rootView: NavigationStack { ActivityView() })
                        root.present(host, animated: true)
                    }
                    func showHome() {
                        let home = HomeViewController()
                        home.modalPresentationStyle = .fullScreen
                        root.present(home, animated: true)
                    }
                }
                """,
                "Settings.swift": """
                import UIKit
                import SwiftUI
                final class SettingsViewController: UITableViewController {
                    func showAbout() {
                        let about = UIHostingController(rootView: AboutView())
                        navigationController?.pushViewController(about, animated: true)
                    }
                    func showHome() { present(HomeViewController(), animated: true) }
                }
                struct AboutView: View {
                    var body: some View {
                        VStack { Text("About").foregroundStyle(.secondary); CreditView() }
                            .background(Color(uiColor: .systemBackground))
                    }
                }
                struct CreditView: View {
                    var body: some View { Text("Credits").foregroundStyle(.secondary) }
                }
                struct ActivityView: View {
                    var body: some View { List { Text("Now").foregroundStyle(.secondary) } }
                }
                """,
                "Home.swift": """
                import UIKit
                import SwiftUI
                final class HomeViewController: UIViewController {
                    let title = UILabel()
                    override func viewDidLoad() {
                        view.backgroundColor = .systemBackground
                        title.textColor = .label
                        view.addSubview(title)
                        let host = UIHostingController(rootView: CreditView())
                        addChild(host)
                    }
                }
                """,
            ], prefix: "presentations")
        return UsageLoader().load([folder], palette: Palette())
    }()

    func darkBackground(_ file: String, line: Int) throws -> String? {
        let pair = try #require(
            Self.scan.pairs.first { $0.site.location.path.hasSuffix(file) && $0.site.location.line == line })
        guard case .inline(let c) = pair.background else { return nil }
        return c.variant(for: .dark)?.color?.hexRGB
    }

    @Test func aViewPushedFromTheRootOfAPresentedNavigationControllerIsElevated() throws {
        #expect(try darkBackground("Settings.swift", line: 12) == "#1c1c1e")
        let about = try #require(Self.scan.pairs.first { $0.site.location.line == 12 })
        #expect(
            about.evidence.hasSuffix(
                "; code shows AboutView in SettingsViewController and presents SettingsViewController as .formSheet (Coordinator.swift:7), so dark mode uses the elevated system backgrounds"
            ))
    }

    @Test func theRootOfAPresentedHostingControllerIsElevated() throws {
        #expect(try darkBackground("Settings.swift", line: 20) == "#2c2c2e") // List row, elevated
    }

    /// CreditView is embedded in AboutView (in a sheet) and hosted by HomeViewController: it is not taken as elevated.
    @Test func aViewAlsoShownOutsideTheSheetKeepsTheBaseLevel() throws {
        #expect(try darkBackground("Settings.swift", line: 17) == "#000000")
    }

    /// HomeViewController is presented full screen by the coordinator and in a page sheet by the settings: on the
    /// base level under the full-screen presentation and elevated in the sheet, a pair per host.
    @Test func aControllerPresentedFullScreenAndInASheetHasAPairPerHost() throws {
        for (file, line, host) in [("Home.swift", 7, "Coordinator")] {
            let pairs = Self.scan.pairs.filter {
                $0.site.location.path.hasSuffix(file) && $0.site.location.line == line
            }
            let levels = pairs.map { pair -> String in
                guard case .inline(let c) = pair.background else { return "-" }
                return "\(pair.condition ?? "-"): \(c.variant(for: .dark)?.color?.hexRGB ?? "-")"
            }
            #expect(pairs.count == 2 && pairs.allSatisfy { $0.review == nil }, "\(levels)")
            #expect(levels.contains("when shown by \(host), not in a sheet: #000000"), "\(levels)")
            #expect(levels.contains { $0.hasPrefix("when presented in a sheet (") && $0.hasSuffix(": #1c1c1e") })
        }
    }
}

/// A view or controller that no code read creates or shows may be in a sheet (elevated in dark) or not: a pair on a
/// background the elevated level changes needs review; one on a color of the app's own does not.
@Suite("Code presentations: unknown showing")
struct CodePresentationUnknownTests {
    @Test func aControllerNoCodeCreatesNeedsReviewOnlyWhereTheLevelMatters() throws {
        let folder = TemporaryTree.write(
            [
                "Orphan.swift": """
                import UIKit
                final class OrphanViewController: UIViewController {
                    let title = UILabel()
                    let badge = UILabel()
                    override func viewDidLoad() {
                        view.backgroundColor = .systemBackground
                        title.textColor = .label
                        view.addSubview(title)
                        badge.backgroundColor = .white
                        badge.textColor = .black
                        view.addSubview(badge)
                    }
                }
                final class ShownViewController: UIViewController {
                    let title = UILabel()
                    override func viewDidLoad() {
                        view.backgroundColor = .systemBackground
                        title.textColor = .label
                        view.addSubview(title)
                    }
                }
                final class SceneDelegate: UIResponder {
                    func start() { window?.rootViewController = ShownViewController() }
                }
                """
            ], prefix: "orphan")
        let scan = UsageLoader().load([folder], palette: Palette())
        let orphan = try #require(scan.pairs.first { $0.site.elementID == "OrphanViewController.title" })
        #expect(orphan.review?.kind == .hostUnknown)
        #expect(orphan.review?.detail.hasPrefix("no code read creates or shows OrphanViewController") == true)
        let badge = try #require(scan.pairs.first { $0.site.elementID == "OrphanViewController.badge" })
        #expect(badge.review == nil) // white does not change in a sheet
        let shown = try #require(scan.pairs.first { $0.site.elementID == "ShownViewController.title" })
        #expect(shown.review == nil)
    }
}

extension CodePresentationUnknownTests {
    /// A superclass's view code runs in its subclasses: where code creates a subclass on the base level, the
    /// superclass's pairs are shown there too (no review), though no code creates the superclass itself.
    @Test func aSuperclassIsShownWhereItsSubclassIs() throws {
        let folder = TemporaryTree.write(
            [
                "Cards.swift": """
                import UIKit
                class BaseCardViewController: UIViewController {
                    let title = UILabel()
                    override func viewDidLoad() {
                        view.backgroundColor = .systemBackground
                        title.textColor = .label
                        view.addSubview(title)
                    }
                }
                final class ProfileCardViewController: BaseCardViewController {}
                class LonelyBaseViewController: UIViewController {
                    let title = UILabel()
                    override func viewDidLoad() {
                        view.backgroundColor = .systemBackground
                        title.textColor = .label
                        view.addSubview(title)
                    }
                }
                final class SceneDelegate: UIResponder {
                    func start() { window?.rootViewController = ProfileCardViewController() }
                }
                """
            ], prefix: "subclass-shown")
        let scan = UsageLoader().load([folder], palette: Palette())
        let base = try #require(scan.pairs.first { $0.site.elementID == "BaseCardViewController.title" })
        #expect(base.review == nil)
        let lonely = try #require(scan.pairs.first { $0.site.elementID == "LonelyBaseViewController.title" })
        #expect(lonely.review?.kind == .hostUnknown)
    }

    /// A xib is shown by whatever code loads it: when no code read creates its owner, a pair on a background the
    /// elevated level changes needs review, as for Swift view code.
    @Test func aXibWhoseOwnerNoCodeCreatesNeedsReview() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="HelpViewController">
                        <connections><outlet property="view" destination="root" id="o1"/></connections>
                    </placeholder>
                    <view contentMode="scaleToFill" id="root">
                        <subviews><label text="Help" id="lbl"><color key="textColor" systemColor="labelColor"/></label></subviews>
                        <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                    </view>
                </objects>
            </document>
            """
        let code = """
            import UIKit
            final class HelpViewController: UIViewController {}
            """
        let alone = UsageLoader().load(
            [TemporaryTree.write(["Help.xib": xib, "Help.swift": code], prefix: "xib-owner")], palette: Palette())
        #expect(try #require(alone.pairs.first).review?.kind == .hostUnknown)
        let shown = UsageLoader().load(
            [
                TemporaryTree.write(
                    [
                        "Help.xib": xib,
                        "Help.swift": code
                            + "\nfinal class SceneDelegate: UIResponder {\n    let help = HelpViewController()\n}",
                    ], prefix: "xib-owner")
            ], palette: Palette())
        #expect(try #require(shown.pairs.first).review == nil)
    }
}

extension CodePresentationUnknownTests {
    /// Two modules each declare a class of one name; code in the package module creates its own. The app target's
    /// class of that name is created by no code read: it may never be shown.
    @Test func aNamesakeThatNoCodeCreatesIsNotShown() throws {
        let view = """
            import UIKit
            final class OverlayView: UIView {
                let title = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    backgroundColor = .black
                    title.textColor = .white
                    addSubview(title)
                }
            }
            """
        let scan = UsageLoader().load(
            [
                TemporaryTree.write(
                    [
                        "App/Content/OverlayView.swift": view,
                        "Kit/Sources/KitUI/OverlayView.swift": view,
                        "Kit/Sources/KitUI/Grid.swift": """
                        import UIKit
                        final class Grid: UIView {
                            let overlay = OverlayView()
                        }
                        final class Coordinator {
                            let grid = Grid()
                        }
                        """,
                    ], prefix: "namesake")
            ], palette: Palette())
        let app = try #require(scan.pairs.first { $0.site.location.path.contains("App/Content") })
        #expect(app.review?.kind == .notShown)
        #expect(
            app.review?.detail
                == "no code read creates this OverlayView; code creates the one of the same name in KitUI")
        let kit = try #require(scan.pairs.first { $0.site.location.path.contains("KitUI") })
        #expect(kit.review == nil)
    }
}

extension CodePresentationUnknownTests {
    static let pickerStoryboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="pk-vc">
            <scenes>
                <scene sceneID="pk-scene">
                    <objects>
                        <viewController id="pk-vc" customClass="PickerViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="pk-root">
                                <subviews>
                                    <label text="Choose an icon" id="pk-label"><color key="textColor" systemColor="labelColor"/></label>
                                </subviews>
                                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    static func plist(_ key: String, _ value: String) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict><key>\(key)</key><string>\(value)</string></dict></plist>\n"
    }

    /// A storyboard scene no segue shows is shown by code, as a xib is: a coordinator (a plain `NSObject`) that creates
    /// it and hands it to a router proves no level (the router may be a form sheet), so a pair on a background the
    /// elevated level changes needs review; a scene delegate making it the window's root shows it at the base level;
    /// the initial scene of the main storyboard is shown by UIKit at the base level, whatever code does.
    @Test(arguments: [
        (
            "coordinator",
            "final class PickerCoordinator: NSObject {\n    let picker = UIStoryboard(name: \"Picker\", bundle: nil).instantiateInitialViewController() as! PickerViewController\n    func start(_ router: Router) { router.push(picker) }\n}",
            "UILaunchStoryboardName", "LaunchScreen", true
        ),
        (
            "struct router",
            "struct PickerFlow {\n    func start(_ router: Router) { router.push(UIStoryboard(name: \"Picker\", bundle: nil).instantiateInitialViewController() as! PickerViewController) }\n}",
            "UILaunchStoryboardName", "LaunchScreen", true
        ),
        (
            "scene delegate",
            "final class SceneDelegate: UIResponder {\n    var window: UIWindow?\n    func start() { window?.rootViewController = UIStoryboard(name: \"Picker\", bundle: nil).instantiateInitialViewController() as! PickerViewController }\n}",
            "UILaunchStoryboardName", "LaunchScreen", false
        ),
        ("main storyboard", "final class PickerCoordinator: NSObject {}", "UIMainStoryboardFile", "Picker", false),
    ])
    func aStoryboardSceneShownByCodeTakesItsLevelFromTheCode(
        _ shape: String, _ code: String, _ key: String, _ value: String, _ review: Bool
    ) throws {
        let folder = TemporaryTree.write(
            [
                "Picker.storyboard": Self.pickerStoryboard, "Info.plist": Self.plist(key, value),
                "Picker.swift":
                    "import UIKit\nfinal class PickerViewController: UIViewController {}\nfinal class Router {\n    func push(_ vc: UIViewController) {}\n}\n"
                    + code,
            ], prefix: "scene-by-code")
        let scan = UsageLoader().load([folder], palette: Palette())
        let pair = try #require(scan.pairs.first { $0.site.elementID == "pk-label" }, "\(shape): \(scan.pairs)")
        #expect((pair.review?.kind == .hostUnknown) == review, "\(shape): \(String(describing: pair.review))")
        if review {
            #expect(pair.review?.detail.contains("PickerViewController") == true, "\(String(describing: pair.review))")
        } else {
            guard case .inline(let background) = pair.background else {
                Issue.record("\(shape): \(pair.background)")
                return
            }
            #expect(background.variant(for: .dark)?.color?.hexRGB == "#000000", "\(shape): \(pair.background)")
        }
    }
}
