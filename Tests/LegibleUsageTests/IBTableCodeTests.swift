import Foundation
import LegiblePalette
import LegibleUsage
import Testing

/// macOS view-based tables: the header cells AppKit draws in the header view, rows that alternate backgrounds, and
/// prototype cell views whose text colors the table's delegate sets per row through a local
/// (`GIReflogCellView* view = [tableView makeViewWithIdentifier:…]`, `guard let textField = cell.textField`).
struct IBTableCodeTests {
    static func table(id: String, alternating: Bool, cellClass: String?, fields: [(id: String, outlet: String)])
        -> String
    {
        let cellViewClass = cellClass.map { " customClass=\"\($0)\"" } ?? ""
        let subviews = fields.enumerated().map { i, f in
            """
            <textField id="\(f.id)"><rect key="frame" x="0.0" y="\(4 + 20 * i)" width="200" height="16"/>
                <textFieldCell key="cell" title="Text" id="\(f.id)-c">
                    <color key="textColor" name="controlTextColor" catalog="System" colorSpace="catalog"/>
                    <color key="backgroundColor" name="textBackgroundColor" catalog="System" colorSpace="catalog"/>
                </textFieldCell></textField>
            """
        }.joined(separator: "\n")
        let connections = fields.map {
            "<outlet property=\"\($0.outlet)\" destination=\"\($0.id)\" id=\"\($0.id)-o\"/>"
        }.joined()
        return """
            <scrollView id="\(id)-s"><rect key="frame" x="0.0" y="0.0" width="400" height="300"/>
                <clipView key="contentView" id="\(id)-clip"><rect key="frame" x="0.0" y="0.0" width="400" height="300"/><subviews>
                <tableView\(alternating ? " alternatingRowBackgroundColors=\"YES\"" : "") viewBased="YES" id="\(id)">
                    <rect key="frame" x="0.0" y="0.0" width="400" height="300"/>
                    <color key="backgroundColor" name="controlBackgroundColor" catalog="System" colorSpace="catalog"/>
                    <tableColumns><tableColumn identifier="c" width="300" id="\(id)-col">
                        <tableHeaderCell key="headerCell" title="Name" id="\(id)-h">
                            <color key="textColor" name="headerTextColor" catalog="System" colorSpace="catalog"/>
                            <color key="backgroundColor" name="headerColor" catalog="System" colorSpace="catalog"/>
                        </tableHeaderCell>
                        <prototypeCellViews><tableCellView id="\(id)-cv"\(cellViewClass)><rect key="frame" x="0.0" y="0.0" width="300" height="44"/>
                            <subviews>\(subviews)</subviews>
                            <connections>\(connections)</connections>
                        </tableCellView></prototypeCellViews>
                    </tableColumn></tableColumns>
                </tableView></subviews></clipView>
                <tableHeaderView key="headerView" id="\(id)-hv"><rect key="frame" x="0.0" y="0.0" width="400" height="28"/></tableHeaderView>
            </scrollView>
            """
    }

    static func window(owner: String, tableOutlet: String, _ content: String) -> String {
        """
        <objects>
            <customObject id="-2" userLabel="File's Owner" customClass="\(owner)">
                <connections><outlet property="window" destination="win" id="w-o"/><outlet property="\(tableOutlet)" destination="tbl" id="t-o"/></connections>
            </customObject>
            <window title="Window" id="win"><rect key="contentRect" x="0" y="0" width="400" height="300"/>
                <view key="contentView" id="content"><rect key="frame" x="0.0" y="0.0" width="400" height="300"/>
                    <subviews>\(content)</subviews></view>
            </window>
        </objects>
        """
    }

    func pair(_ scan: UsageScan, _ id: String) -> ObservedPair? { scan.pairs.first { $0.site.elementID == id } }

    /// A header cell is drawn by the header view: needs review, whatever its own `headerColor` says; rows that
    /// alternate their backgrounds are a pair per row color; the cells of a plain table are on its
    /// controlBackgroundColor.
    @Test func headerCellsNeedReviewAndAlternatingRowsArePairsPerRowColor() throws {
        let plain = Self.table(id: "tbl", alternating: false, cellClass: nil, fields: [("nam", "textField")])
        let scan = IBDocument.scan(
            IBDocument.write(
                Self.window(owner: "ListController", tableOutlet: "tableView", plain), mac: true, storyboard: false,
                name: "List.xib"))
        let header = try #require(pair(scan, "tbl-h"))
        #expect(header.review?.kind == .customDrawing)
        #expect(header.review?.detail.hasPrefix("tableHeaderCell tbl-h") == true)
        #expect(!scan.diagnostics.contains { $0.message.contains("headerColor") })
        let cell = try #require(pair(scan, "nam-c"))
        #expect(cell.review == nil)
        // A text field cell draws its backgroundColor only with drawsBackground="YES": the table is under it.
        #expect(cell.background.displayName == "controlBackground")

        let alternating = Self.table(id: "tbl", alternating: true, cellClass: nil, fields: [("nam", "textField")])
            .replacingOccurrences(
                of:
                    "<color key=\"backgroundColor\" name=\"textBackgroundColor\" catalog=\"System\" colorSpace=\"catalog\"/>",
                with: "")
        let rows = IBDocument.scan(
            IBDocument.write(
                Self.window(owner: "ListController", tableOutlet: "tableView", alternating), mac: true,
                storyboard: false, name: "List.xib"))
        // Alternating rows: a pair per row color (`IBAlternatingRows`), the even rows on the first.
        let row = try #require(pair(rows, "nam-c"))
        #expect(row.background.displayName == "alternatingContentBackgroundColors[0]")
        #expect(row.review == nil, "\(String(describing: row.review))")
    }

    /// AppKit draws a table's `gridColor` only along the grid lines its `gridStyleMask` turns on; a document with
    /// none (the default) shows no grid unless code turns it on: not an asserted pair.
    @Test func aGridColorWithoutGridLinesIsNotShown() throws {
        let gridColor = "<color key=\"gridColor\" name=\"gridColor\" catalog=\"System\" colorSpace=\"catalog\"/>"
        let background =
            "<color key=\"backgroundColor\" name=\"controlBackgroundColor\" catalog=\"System\" colorSpace=\"catalog\"/>"
        func scan(_ id: String, lines: String) -> UsageScan {
            let table = Self.table(id: id, alternating: false, cellClass: nil, fields: [("f\(id)", "textField")])
                .replacingOccurrences(of: background, with: background + lines + gridColor)
            return IBDocument.scan(
                IBDocument.write(
                    Self.window(owner: "ListController", tableOutlet: "tableView", table), mac: true,
                    storyboard: false, name: "Grid\(id).xib"))
        }
        func grid(_ scan: UsageScan, _ id: String) -> ObservedPair? {
            scan.pairs.first { $0.site.elementID == id && $0.site.location.keyPath == "gridColor" }
        }
        let none = try #require(grid(scan("plain", lines: ""), "plain"))
        #expect(none.review?.kind == .notShown)
        #expect(none.review?.detail.hasPrefix("tableView (line ") == true)
        #expect(none.review?.detail.hasSuffix("its grid color is drawn only if code turns them on") == true)
        let ruled = try #require(
            grid(scan("ruled", lines: "<tableViewGridLines key=\"gridStyleMask\" horizontal=\"YES\"/>"), "ruled"))
        #expect(ruled.review == nil)
    }

    /// The table's delegate sets the prototype cells' text colors per row through a local: an Objective-C cell class
    /// (`GIReflogCellView* view = …; view.dateTextField.textColor = NSColor.secondaryLabelColor`) takes the code's
    /// color; a plain `NSTableCellView`'s `textField` set to a condition needs review; the same framework outlet in a
    /// document the delegate is not connected to keeps the document's color.
    @Test func aTableDelegateRecolorsPrototypeCells() throws {
        let custom = Self.table(
            id: "tbl", alternating: false, cellClass: "ReflogCellView",
            fields: [("dat", "dateTextField"), ("msg", "messageTextField")])
        let xib = IBDocument.write(
            Self.window(owner: "ReflogController", tableOutlet: "tableView", custom), mac: true, storyboard: false,
            name: "Reflog.xib")
        let folder = (xib as NSString).deletingLastPathComponent
        try """
        @interface ReflogCellView : NSTableCellView
        @property(nonatomic, weak) IBOutlet NSTextField* dateTextField;
        @end
        @implementation ReflogController
        - (NSView*)tableView:(NSTableView*)tableView viewForTableColumn:(NSTableColumn*)tableColumn row:(NSInteger)row {
          ReflogCellView* view = [tableView makeViewWithIdentifier:tableColumn.identifier owner:self];
          view.dateTextField.textColor = NSColor.secondaryLabelColor;
          view.messageTextField.textColor = color;
          return view;
        }
        @end
        """.write(toFile: folder + "/ReflogController.m", atomically: true, encoding: .utf8)
        let plain = Self.table(id: "tbl", alternating: false, cellClass: nil, fields: [("acc", "textField")])
        try IBDocument.writeBody(
            Self.window(owner: "StatsController", tableOutlet: "tableView", plain), mac: true, storyboard: false,
            to: folder + "/Stats.xib")
        try IBDocument.writeBody(
            Self.window(
                owner: "OtherController", tableOutlet: "tableView", plain.replacingOccurrences(of: "acc", with: "oth")),
            mac: true, storyboard: false, to: folder + "/Other.xib")
        try """
        import AppKit
        final class StatsController: NSWindowController, NSTableViewDelegate {
            func tableView(_ tableView: NSTableView, viewFor tableColumn: NSTableColumn?, row: Int) -> NSView? {
                guard let cell = tableView.makeView(withIdentifier: .init("c"), owner: self) as? NSTableCellView else { return nil }
                guard let textField = cell.textField else { return cell }
                textField.textColor = isActive(row) ? .labelColor : .secondaryLabelColor
                return cell
            }
        }
        final class OtherController: NSWindowController {}
        """.write(toFile: folder + "/StatsController.swift", atomically: true, encoding: .utf8)
        let scan = UsageLoader().load([folder], palette: Palette())
        let date = try #require(pair(scan, "dat-c"))
        #expect(date.foreground.displayName == "secondaryLabel")
        #expect(date.review == nil)
        #expect(
            date.evidence.contains(
                "ReflogCellView sets dateTextField.textColor to NSColor.secondaryLabelColor in code (ReflogController.m:7)"
            ))
        let message = try #require(pair(scan, "msg-c"))
        #expect(
            message.review
                == ReviewReason(
                    .setInCode,
                    "ReflogCellView sets messageTextField.textColor to color (ReflogController.m:8), which Legible cannot read: 'color' has no value Legible can read"
                ))
        let account = try #require(pair(scan, "acc-c"))
        #expect(account.review?.kind == .setInCode)
        #expect(
            account.review?.detail.hasPrefix(
                "NSTableCellView sets textField.textColor to isActive(row) ? .labelColor : .secondaryLabelColor (StatsController.swift:6)"
            ) == true)
        let other = try #require(pair(scan, "oth-c"))
        #expect(other.review == nil)
        #expect(other.foreground.displayName == "controlText")
    }

    /// A window its controller shows as a sheet through a property other than `window`
    /// (`[_mainWindow beginSheet:_settingsWindow …]`): the pairs on that window's default need review; the main
    /// window's do not.
    @Test func aSecondWindowShownAsASheetNeedsReview() throws {
        func window(_ id: String, label: String) -> String {
            """
            <window title="\(id)" id="\(id)"><rect key="contentRect" x="0" y="0" width="400" height="300"/>
                <view key="contentView" id="\(id)-content"><rect key="frame" x="0.0" y="0.0" width="400" height="300"/>
                    <subviews><textField id="\(label)"><rect key="frame" x="10" y="10" width="200" height="16"/>
                        <textFieldCell key="cell" title="Hi" id="\(label)-c"><color key="textColor" name="labelColor" catalog="System" colorSpace="catalog"/></textFieldCell>
                    </textField></subviews></view>
            </window>
            """
        }
        let xib = IBDocument.write(
            """
            <objects>
                <customObject id="-2" userLabel="File's Owner" customClass="Document">
                    <connections><outlet property="mainWindow" destination="main" id="o1"/><outlet property="settingsWindow" destination="settings" id="o2"/></connections>
                </customObject>
                \(window("main", label: "ttl"))
                \(window("settings", label: "opt"))
            </objects>
            """, mac: true, storyboard: false, name: "Document.xib")
        let folder = (xib as NSString).deletingLastPathComponent
        try """
        @implementation Document
        - (IBAction)editSettings:(id)sender {
          [_mainWindow beginSheet:_settingsWindow completionHandler:NULL];
        }
        @end
        """.write(toFile: folder + "/Document.m", atomically: true, encoding: .utf8)
        let scan = UsageLoader().load([folder], palette: Palette())
        #expect(try #require(pair(scan, "ttl-c")).review == nil)
        #expect(
            try #require(pair(scan, "opt-c")).review
                == ReviewReason(
                    .blur,
                    "Document shows this window as a sheet (Document.m:3): macOS draws the sheet material under its content, not the window background"
                ))
    }

    /// Text inside a visual-effect view, or in a toolbar item, sits on a material: review; text in a view that draws
    /// its own background inside the visual-effect view is on that background.
    @Test func textOnAMaterialOrInTheToolbarNeedsReview() throws {
        let xib = IBDocument.write(
            """
            <objects>
                <customObject id="-2" userLabel="File's Owner" customClass="NSWindowController"/>
                <window title="W" id="win"><rect key="contentRect" x="0" y="0" width="400" height="300"/>
                    <view key="contentView" id="content"><rect key="frame" x="0.0" y="0.0" width="400" height="300"/>
                        <subviews><visualEffectView blendingMode="withinWindow" material="titlebar" id="fx">
                            <rect key="frame" x="0.0" y="0.0" width="400" height="60"/>
                            <subviews>
                                <textField id="hint"><rect key="frame" x="10" y="10" width="200" height="16"/>
                                    <textFieldCell key="cell" title="Hint" id="hint-c"><color key="textColor" name="secondaryLabelColor" catalog="System" colorSpace="catalog"/></textFieldCell>
                                </textField>
                                <textField id="box"><rect key="frame" x="10" y="30" width="200" height="22"/>
                                    <textFieldCell key="cell" title="Field" drawsBackground="YES" id="box-c">
                                        <color key="textColor" name="controlTextColor" catalog="System" colorSpace="catalog"/>
                                        <color key="backgroundColor" name="textBackgroundColor" catalog="System" colorSpace="catalog"/></textFieldCell>
                                </textField>
                            </subviews>
                        </visualEffectView></subviews>
                    </view>
                    <toolbar key="toolbar" id="tb"><toolbarItems><searchToolbarItem id="si">
                        <searchField key="view" id="sf"><rect key="frame" x="0.0" y="0.0" width="100" height="22"/>
                            <searchFieldCell key="cell" id="sf-c"><color key="textColor" name="controlTextColor" catalog="System" colorSpace="catalog"/></searchFieldCell>
                        </searchField></searchToolbarItem></toolbarItems></toolbar>
                </window>
            </objects>
            """, mac: true, storyboard: false, name: "Window.xib")
        let scan = IBDocument.scan(xib)
        #expect(
            try #require(pair(scan, "hint-c")).review
                == ReviewReason(.blur, "visualEffectView fx (line 7), which holds it, draws a material under it"))
        #expect(try #require(pair(scan, "box-c")).review == nil)
        #expect(try #require(pair(scan, "sf-c")).review?.detail.hasPrefix("it is in the window's toolbar") == true)
    }

    /// A view controller code presents with `presentAsSheet` shows its root view on the sheet material: pairs on the
    /// assumed window background need review.
    @Test func aControllerPresentedAsASheetOnMacNeedsReview() throws {
        let xib = IBDocument.write(
            """
            <objects>
                <customObject id="-2" userLabel="File's Owner" customClass="OverlayViewController">
                    <connections><outlet property="view" destination="root" id="o1"/></connections>
                </customObject>
                <customView id="root"><rect key="frame" x="0.0" y="0.0" width="400" height="300"/>
                    <subviews><textField id="msg"><rect key="frame" x="10" y="10" width="200" height="16"/>
                        <textFieldCell key="cell" title="Upgrade" id="msg-c"><color key="textColor" name="labelColor" catalog="System" colorSpace="catalog"/></textFieldCell>
                    </textField></subviews>
                </customView>
            </objects>
            """, mac: true, storyboard: false, name: "OverlayViewController.xib")
        let folder = (xib as NSString).deletingLastPathComponent
        try """
        import AppKit
        final class OverlayViewController: NSViewController {}
        final class SidebarViewController: NSViewController {
            func upsell() {
                presentAsSheet(OverlayViewController(nibName: "OverlayViewController", bundle: nil))
            }
        }
        """.write(toFile: folder + "/Sidebar.swift", atomically: true, encoding: .utf8)
        let message = try #require(pair(UsageLoader().load([folder], palette: Palette()), "msg-c"))
        #expect(
            message.review
                == ReviewReason(
                    .blur,
                    "code presents OverlayViewController as a sheet (Sidebar.swift:5): macOS draws the sheet material under its content, not the window background"
                ))
    }

    /// An app's iOS and Mac targets often have classes of the same name: code that imports UIKit does not recolor a
    /// macOS xib's outlet; the AppKit file of that name does.
    @Test func codeOfTheOtherPlatformsClassOfTheSameNameDoesNotRecolor() throws {
        let xib = IBDocument.write(
            """
            <objects>
                <customObject id="-2" userLabel="File's Owner" customClass="AboutController">
                    <connections><outlet property="versionLabel" destination="ver" id="o1"/></connections>
                </customObject>
                <window title="About" id="win"><rect key="contentRect" x="0" y="0" width="400" height="300"/>
                    <view key="contentView" id="content"><rect key="frame" x="0.0" y="0.0" width="400" height="300"/>
                        <subviews><textField id="ver"><rect key="frame" x="10" y="10" width="200" height="16"/>
                            <textFieldCell key="cell" title="1.0" id="ver-c"><color key="textColor" name="secondaryLabelColor" catalog="System" colorSpace="catalog"/></textFieldCell>
                        </textField></subviews></view>
                </window>
            </objects>
            """, mac: true, storyboard: false, name: "About.xib")
        let folder = (xib as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: folder + "/iOS", withIntermediateDirectories: true)
        try """
        import UIKit
        final class AboutController: UIViewController {
            @IBOutlet var versionLabel: UILabel!
            override func viewDidLoad() { super.viewDidLoad(); versionLabel.textColor = theme.versionColor }
        }
        """.write(toFile: folder + "/iOS/AboutController.swift", atomically: true, encoding: .utf8)
        try "import AppKit\nfinal class AboutController: NSWindowController {}\n"
            .write(toFile: folder + "/AboutController.swift", atomically: true, encoding: .utf8)
        let version = try #require(pair(UsageLoader().load([folder], palette: Palette()), "ver-c"))
        #expect(version.review == nil)
        #expect(version.foreground.displayName == "secondaryLabel")
    }
}
