import Foundation
import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// What code does to a storyboard scene that no `<outlet>` says: the scene's root view is its controller's `view`;
/// a cell that makes itself clear shows what is under it; `setTitleColor(_:for: .normal)` replaces a button's title
/// color; a static table whose data source code replaces is not shown; a launch screen runs no code.
@Suite("Interface Builder: code hooks")
struct IBCodeHooksTests {
    static func document(_ body: String, launchScreen: Bool = false) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch"\(launchScreen ? " launchScreen=\"YES\"" : "")>
            <scenes>
                <scene sceneID="s1">
                    <objects>
        \(body)
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    static let label = """
        <label text="Hello" id="lbl"><color key="textColor" systemColor="labelColor"/></label>
        """

    static func scan(_ files: [String: String]) -> UsageScan {
        UsageLoader().load([TemporaryTree.write(files, prefix: "ib-hooks")], palette: Palette())
    }

    @Test func aScenesRootViewIsItsControllersView() throws {
        let scan = Self.scan([
            "Main.storyboard": Self.document(
                """
                <viewController id="vc" customClass="AccountViewController" sceneMemberID="viewController">
                    <view key="view" id="root"><subviews>\(Self.label)</subviews></view>
                </viewController>
                """),
            "AccountViewController.swift": """
            import UIKit
            final class AccountViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.backgroundColor = .secondarySystemBackground
                }
            }
            final class SceneDelegate: UIResponder {
                func start() { window?.rootViewController = AccountViewController() }
            }
            """,
        ])
        let pair = try #require(scan.pairs.first)
        #expect(pair.background.displayName == "secondarySystemBackground")
        #expect(pair.review == nil)
    }

    @Test func aButtonsNormalTitleColorSetInCodeReplacesTheDocuments() throws {
        let scan = Self.scan([
            "Main.storyboard": Self.document(
                """
                <viewController id="vc" customClass="PayViewController" sceneMemberID="viewController">
                    <view key="view" id="root">
                        <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                        <subviews>
                            <button id="btn"><state key="normal" title="Pay"><color key="titleColor" white="0" alpha="1" colorSpace="calibratedWhite"/></state></button>
                        </subviews>
                    </view>
                    <connections><outlet property="payButton" destination="btn" id="o1"/></connections>
                </viewController>
                """),
            "PayViewController.swift": """
            import UIKit
            final class PayViewController: UIViewController {
                @IBOutlet var payButton: UIButton!
                override func viewDidLoad() {
                    payButton.setTitleColor(.systemRed, for: .normal)
                }
            }
            """,
        ])
        let pair = try #require(scan.pairs.first)
        #expect(pair.foreground.displayName == "systemRed")
    }

    @Test func aCellThatMakesItselfClearShowsAnUnknownLayer() throws {
        let scan = Self.scan([
            "Main.storyboard": Self.document(
                """
                <tableViewController id="tvc" customClass="ListViewController" sceneMemberID="viewController">
                    <tableView key="view" id="table" style="plain">
                        <prototypes>
                            <tableViewCell id="cell" customClass="RowCell">
                                <tableViewCellContentView key="contentView" id="content"><subviews>\(Self.label)</subviews></tableViewCellContentView>
                            </tableViewCell>
                        </prototypes>
                    </tableView>
                </tableViewController>
                """),
            "RowCell.swift": """
            import UIKit
            final class RowCell: UITableViewCell {
                override func awakeFromNib() {
                    super.awakeFromNib()
                    backgroundColor = .clear
                }
            }
            final class ListViewController: UITableViewController {}
            final class SceneDelegate: UIResponder {
                func start() { window?.rootViewController = ListViewController() }
            }
            """,
        ])
        let pair = try #require(scan.pairs.first)
        #expect(pair.review?.kind == .hostUnknown)
        #expect(pair.review?.detail.hasPrefix("RowCell makes its view clear (RowCell.swift:5)") == true)
    }

    @Test func staticCellsOfATableWhoseDataSourceCodeReplacesAreNotShown() throws {
        let scan = Self.scan([
            "Main.storyboard": Self.document(
                """
                <tableViewController id="tvc" customClass="FormViewController" sceneMemberID="viewController">
                    <tableView key="view" id="table" style="grouped" dataMode="static">
                        <sections><tableViewSection id="sec"><cells>
                            <tableViewCell id="cell">
                                <tableViewCellContentView key="contentView" id="content"><subviews>\(Self.label)</subviews></tableViewCellContentView>
                            </tableViewCell>
                        </cells></tableViewSection></sections>
                    </tableView>
                </tableViewController>
                """),
            "FormViewController.swift": """
            import UIKit
            final class FormViewController: UITableViewController {
                override func viewDidLoad() {
                    tableView.dataSource = generatedSource
                }
            }
            """,
        ])
        let pair = try #require(scan.pairs.first)
        #expect(pair.review?.kind == .notShown)
        #expect(pair.review?.detail.hasPrefix("FormViewController sets its table's data source in code") == true)
    }

    /// A type nested in the controller (`struct ViewModel { … }`) ends at its brace: `viewDidLoad` after it is the
    /// controller's code again.
    @Test func codeAfterANestedTypeIsTheEnclosingClasss() throws {
        let scan = Self.scan([
            "Main.storyboard": Self.document(
                """
                <viewController id="vc" customClass="InfoViewController" sceneMemberID="viewController">
                    <view key="view" id="root">
                        <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                        <subviews>\(Self.label)</subviews>
                    </view>
                    <connections><outlet property="titleLabel" destination="lbl" id="o1"/></connections>
                </viewController>
                """),
            "InfoViewController.swift": """
            import UIKit
            final class InfoViewController: UIViewController {
                struct ViewModel {
                    let title: String
                }
                @IBOutlet var titleLabel: UILabel!
                override func viewDidLoad() {
                    titleLabel.textColor = .systemRed
                }
            }
            """,
        ])
        #expect(try #require(scan.pairs.first).foreground.displayName == "systemRed")
    }

    /// An AppKit text field's cell draws the field: code setting the field's background (its outlet) sets the layer
    /// the cell's own background was read from.
    @Test func anAppKitFieldsBackgroundSetInCodeReplacesItsCells() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" targetRuntime="MacOSX.Cocoa">
                <objects>
                    <customObject id="-2" userLabel="File's Owner" customClass="BadgeViewController">
                        <connections>
                            <outlet property="view" destination="root" id="o0"/>
                            <outlet property="badge" destination="field" id="o1"/>
                        </connections>
                    </customObject>
                    <customView id="root">
                        <subviews>
                            <textField id="field">
                                <textFieldCell key="cell" title="12" drawsBackground="YES" id="cell">
                                    <color key="textColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                                    <color key="backgroundColor" red="0.5" green="0.4" blue="1" alpha="1" colorSpace="calibratedRGB"/>
                                </textFieldCell>
                            </textField>
                        </subviews>
                    </customView>
                </objects>
            </document>
            """
        let scan = Self.scan([
            "Badge.xib": xib,
            "BadgeViewController.swift": """
            import AppKit
            final class BadgeViewController: NSViewController {
                @IBOutlet weak var badge: NSTextField?
                override func viewDidLoad() {
                    badge?.backgroundColor = NSColor.systemRed
                }
            }
            """,
        ])
        #expect(try #require(scan.pairs.first).background.displayName == "systemRed")
    }

    /// A controller that registers its cells in code (another nib or class) may never show the document's prototype.
    @Test func aPrototypeOfAControllerThatRegistersItsCellsIsNotShown() throws {
        let storyboard = Self.document(
            """
            <tableViewController id="tvc" customClass="FeedViewController" sceneMemberID="viewController">
                <tableView key="view" id="table" style="plain">
                    <prototypes>
                        <tableViewCell id="cell" reuseIdentifier="Cell">
                            <tableViewCellContentView key="contentView" id="content"><subviews>\(Self.label)</subviews></tableViewCellContentView>
                        </tableViewCell>
                    </prototypes>
                </tableView>
            </tableViewController>
            """)
        func scan(registering: Bool) -> UsageScan {
            Self.scan([
                "Main.storyboard": storyboard,
                "FeedViewController.swift": """
                import UIKit
                final class FeedViewController: UITableViewController {
                    override func viewDidLoad() {
                        \(registering ? "tableView.register(FeedCell.self, forCellReuseIdentifier: \"Cell\")" : "")
                    }
                }
                """,
            ])
        }
        let registered = try #require(scan(registering: true).pairs.first)
        #expect(registered.review?.kind == .notShown)
        #expect(
            registered.review?.detail.hasPrefix(
                "FeedViewController registers its cells in code (FeedViewController.swift:4)")
                == true)
        #expect(try #require(scan(registering: false).pairs.first).review?.kind != .notShown)
    }

    @Test func aLaunchScreenLabelWithoutTextDrawsNothing() throws {
        let empty = """
            <viewController id="vc" sceneMemberID="viewController">
                <view key="view" id="root">
                    <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                    <subviews><label text="" id="lbl"><color key="textColor" systemColor="labelColor"/></label></subviews>
                </view>
            </viewController>
            """
        let launch = try #require(
            Self.scan(["Launch.storyboard": Self.document(empty, launchScreen: true)]).pairs.first)
        #expect(launch.review?.kind == .notShown)
        // Elsewhere code may set the text: the pair stands.
        let main = try #require(Self.scan(["Main.storyboard": Self.document(empty)]).pairs.first)
        #expect(main.review == nil)
    }
}
