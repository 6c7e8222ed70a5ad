/// Which `<color key=…>` of an IB document makes a pair, and of which role.
///
/// - Text: `textColor` (labels, text fields and their cells, text views, table header cells, bar title attributes)
///   and `titleColor` (a button's title in one `<state>`). Each one is one text use: a pair or a diagnostic.
/// - Non-text (WCAG SC 1.4.11): tints of controls and image views (`tintColor`, `contentTintColor`, `onTintColor`,
///   `thumbTintColor` on the tags in `tintedTags`), borders and separators (`borderColor`, `separatorColor`, `gridColor`)
///   on any element.
enum IBElementKinds {
    static let textKeys: Set<String> = ["textColor", "titleColor"]
    static let tintKeys: Set<String> = ["tintColor", "contentTintColor", "onTintColor", "thumbTintColor"]
    static let lineKeys: Set<String> = ["borderColor", "separatorColor", "gridColor"]
    /// Elements whose tint is drawn as a control or an image.
    static let tintedTags: Set<String> = [
        "button", "imageView", "switch", "slider", "segmentedControl", "stepper", "progressView",
        "activityIndicatorView",
        "pageControl", "buttonCell", "imageCell", "levelIndicator", "levelIndicatorCell", "popUpButton",
        "popUpButtonCell",
    ]

    /// Whether an `NSBox` draws the colors the document gives it: AppKit draws `fillColor` and `borderColor` on a
    /// custom box only (`boxType="custom"`, not `transparent`); a primary, secondary or separator box draws the system
    /// group box whatever they say. A custom box's border is drawn only with a border (not `borderType="none"`, not
    /// `borderWidth="0"`).
    static func boxDraws(_ key: String, _ box: IBNode) -> Bool {
        guard box["boxType"] == "custom", box["transparent"] != "YES" else { return false }
        return key != "borderColor" || (box["borderType"] != "none" && box["borderWidth"] != "0")
    }

    /// A box that draws the system group box under its content: `boxType` primary (Interface Builder's default, so
    /// absent) or secondary, not transparent (Apple, "NSBox.BoxType": primary and secondary "draw a background"; a
    /// separator has no content, a custom box draws only its own `fillColor`).
    static func drawsGroupBox(_ box: IBNode) -> Bool {
        ["primary", "secondary"].contains(box["boxType"] ?? "primary") && box["transparent"] != "YES"
    }

    /// A tab view that draws its own fill under its items' views: every type but `noTabsNoBorder` (Apple,
    /// "NSTabView.drawsBackground": "If the tab view has a bezeled border or a line border, the appropriate
    /// background for that border is used"; `topTabsBezelBorder`, the default, is written as no `type`). That fill is
    /// drawn by the system for the border and is no named AppKit color. A `noTabsNoBorder` tab view draws nothing of
    /// its own here: what is under it shows.
    static func drawsTabBezel(_ tabView: IBNode) -> Bool {
        tabView.name == "tabView" && tabView["type"] != "noTabsNoBorder"
    }

    /// Cells that draw their `backgroundColor` only with `drawsBackground="YES"` (AppKit's default is NO).
    static let backgroundOffByDefault: Set<String> = [
        "textFieldCell", "comboBoxCell", "searchFieldCell", "tokenFieldCell", "secureTextFieldCell", "datePickerCell",
    ]

    /// A table column's `dataCell` (or a cell inside it) in a view-based table (`viewBased="YES"`, or a column with
    /// `<prototypeCellViews>`): AppKit draws the cell views, never this cell.
    static func isUndrawnColumnCell(_ element: IBNode) -> Bool {
        guard let cell = ([element] + element.ancestors).first(where: { $0["key"] == "dataCell" }),
            let column = cell.parent, column.name == "tableColumn",
            let table = column.ancestors.first(where: { $0.name == "tableView" || $0.name == "outlineView" })
        else { return false }
        if table["viewBased"] == "YES" { return true }
        var viewBased = false
        table.forEachDescendant { if $0.name == "prototypeCellViews" { viewBased = true } }
        return viewBased
    }

    /// iOS table styles whose cells default to `secondarySystemGroupedBackground` on `systemGroupedBackground`.
    static let groupedTableStyles: Set<String> = ["grouped", "insetGrouped"]

    /// The class of an IB object that names none (`customClass`), for the objects whose outlets code sets through a
    /// local: a view-based table's cell view (`cell.textField` after `makeView(withIdentifier:owner:)`).
    static let defaultClass: [String: String] = [
        "tableCellView": "NSTableCellView", "tableViewCell": "UITableViewCell",
        "collectionViewCell": "UICollectionViewCell",
    ]

    /// A class of AppKit or UIKit, not of the app: its outlets are in every document that uses it.
    static func isFrameworkClass(_ name: String) -> Bool {
        (name.hasPrefix("NS") || name.hasPrefix("UI")) && name.dropFirst(2).first?.isUppercase == true
    }
}
