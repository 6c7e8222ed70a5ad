import Foundation
import Testing
import LegiblePalette
import LegibleUsage

/// A top-level xib view whose default the document itself fixes: the root view of a view controller that owns the
/// xib (its File's Owner's `view` outlet), and views drawn in one appearance (`appearanceType`).
@Suite("Interface Builder: xib owners and forced appearances")
struct IBXibOwnerTests {
    static func xib(owner: String, outlet: Bool, appearance: String = "") -> String {
        IBDocument.write(
            """
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="\(owner)">
                    <connections>\(outlet ? "<outlet property=\"view\" destination=\"root\" id=\"o1\"/>" : "")</connections>
                </placeholder>
                <view contentMode="scaleToFill" id="root"\(appearance)>
                    <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                    <subviews>
                        <label text="Hello" id="lbl">
                            <rect key="frame" x="10" y="10" width="100" height="20"/>
                            <color key="textColor" systemColor="secondaryLabelColor"/>
                        </label>
                    </subviews>
                </view>
            </objects>
            """, storyboard: false)
    }

    @Test func aViewControllersXibRootViewIsAssumedSystemBackground() throws {
        let scan = IBDocument.scan(Self.xib(owner: "WelcomeViewController", outlet: true))
        let pair = try #require(scan.pairs.first)
        #expect(scan.diagnostics.isEmpty)
        #expect(pair.background.displayName == "systemBackground")
        #expect(
            pair.evidence
                == "assumed: nothing above draws a background (the root view of WelcomeViewController, the File's Owner: systemBackgroundColor)"
        )
    }

    @Test func aXibViewThatIsNotAControllersViewNeedsReviewOnTheBaseBackground() throws {
        // Owned by a plain view class, or not connected to the owner's `view`: code decides where it is shown, so the
        // pair is listed for review (host unknown) on the platform's base background, never asserted.
        for path in [
            Self.xib(owner: "BannerView", outlet: true), Self.xib(owner: "WelcomeViewController", outlet: false),
        ] {
            let scan = IBDocument.scan(path)
            #expect(scan.diagnostics.isEmpty)
            let pair = try #require(scan.pairs.first)
            #expect(pair.background.displayName == "systemBackground")
            #expect(pair.review?.kind == .hostUnknown)
            #expect(pair.review?.detail.contains("shown on whatever the code adds it to, which was not found") == true)
        }
    }

    @Test func appearanceTypeLimitsTheSubtreeToOneAppearance() throws {
        let scan = IBDocument.scan(
            Self.xib(owner: "WelcomeViewController", outlet: true, appearance: " appearanceType=\"darkAqua\""))
        let pair = try #require(scan.pairs.first)
        // Increase Contrast still applies: AppKit draws it in `accessibilityHighContrastDarkAqua` then.
        #expect(pair.appearances == [.dark, .darkHighContrast])
        #expect(
            pair.evidence.hasSuffix(
                "; drawn only in dark and its Increase Contrast form (appearanceType=\"darkAqua\" on view line 7)"))
    }

    /// macOS: a clip view without a color draws controlBackgroundColor (AppKit's default), and the column cell of a
    /// view-based table is never drawn (no use, no pair); an app that sets `NSApp.appearance` to dark in code is
    /// checked in dark only.
    @Test func appKitClipViewsColumnCellsAndAnAppWideAppearance() throws {
        let xib = IBDocument.write(
            """
            <objects>
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                    <subviews>
                        <scrollView id="scr"><rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                            <clipView key="contentView" id="clp"><rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                                <subviews>
                                    <textField id="txt"><rect key="frame" x="10" y="10" width="100" height="20"/>
                                        <textFieldCell key="cell" title="Note" id="txc">
                                            <color key="textColor" name="secondaryLabelColor" catalog="System" colorSpace="catalog"/>
                                        </textFieldCell>
                                    </textField>
                                    <tableView id="tbl"><rect key="frame" x="0.0" y="40" width="320" height="100"/>
                                        <tableColumns>
                                            <tableColumn id="col">
                                                <textFieldCell key="dataCell" title="Cell" id="dc1">
                                                    <color key="textColor" name="controlTextColor" catalog="System" colorSpace="catalog"/>
                                                </textFieldCell>
                                                <prototypeCellViews><tableCellView id="pcv"/></prototypeCellViews>
                                            </tableColumn>
                                        </tableColumns>
                                    </tableView>
                                </subviews>
                            </clipView>
                        </scrollView>
                    </subviews>
                </customView>
                <window title="W" id="win"><rect key="contentRect" x="0" y="0" width="320" height="200"/></window>
            </objects>
            """, mac: true, storyboard: false, name: "Notes.xib")
        let scan = IBDocument.scan(xib)
        #expect(scan.elementsWithTextColor == 1) // the column's dataCell is not a use
        let note = try #require(scan.pairs.first { $0.site.elementID == "txc" })
        #expect(note.background.displayName == "controlBackground")
        #expect(note.evidence.hasPrefix("default background of a clip view (clipView clp"))
        let folder = (xib as NSString).deletingLastPathComponent
        try
            "import AppKit\nfinal class AppDelegate: NSObject {\n    func applicationDidFinishLaunching() {\n        NSApp.appearance = NSAppearance(named: .darkAqua)\n    }\n}\n"
            .write(toFile: folder + "/AppDelegate.swift", atomically: true, encoding: .utf8)
        let forced = try #require(
            UsageLoader().load([folder], palette: Palette()).pairs.first { $0.site.elementID == "txc" })
        #expect(forced.appearances == [.dark])
        #expect(
            forced.evidence.contains("the app shows only dark (NSApp.appearance = NSAppearance(named: .darkAqua) in"))
    }

    /// A window its own controller shows as a sheet sits on the sheet material: pairs on the window default need
    /// review, a field that draws its own background stays asserted.
    @Test func aWindowShownAsASheetNeedsReview() throws {
        let xib = IBDocument.write(
            """
            <objects>
                <customObject id="-2" userLabel="File's Owner" customClass="LoginWindowController">
                    <connections><outlet property="window" destination="win" id="o1"/></connections>
                </customObject>
                <window title="Login" id="win"><rect key="contentRect" x="0" y="0" width="320" height="200"/>
                    <view key="contentView" id="cnt"><rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                        <subviews>
                            <textField id="lbl"><rect key="frame" x="10" y="10" width="100" height="20"/>
                                <textFieldCell key="cell" title="Password:" id="lbc">
                                    <color key="textColor" name="labelColor" catalog="System" colorSpace="catalog"/>
                                </textFieldCell>
                            </textField>
                        </subviews>
                    </view>
                </window>
            </objects>
            """, mac: true, storyboard: false, name: "Login.xib")
        let folder = (xib as NSString).deletingLastPathComponent
        try """
        import AppKit
        final class LoginWindowController: NSWindowController {
            func runSheetOnWindow(_ hostWindow: NSWindow) {
                hostWindow.beginSheet(window!) { _ in }
            }
        }
        """.write(toFile: folder + "/LoginWindowController.swift", atomically: true, encoding: .utf8)
        let pair = try #require(
            UsageLoader().load([folder], palette: Palette()).pairs.first { $0.site.elementID == "lbc" })
        #expect(
            pair.review
                == ReviewReason(
                    .blur,
                    "LoginWindowController shows this window as a sheet (LoginWindowController.swift:4): macOS draws the sheet material under its content, not the window background"
                ))
    }
}
