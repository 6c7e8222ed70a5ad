import LegiblePalette

/// A color write in a class's code that Legible cannot attribute to one known view: the receiver is a parameter
/// (`func tint(_ label: UILabel) { label.textColor = … }`), a loop's or a closure's element (`for case let label as
/// UILabel in view.subviews`, `subviews.forEach { $0.backgroundColor = … }`), a cast or a call
/// (`(view.viewWithTag(3) as? UILabel)?.textColor`, `[[self.view viewWithTag:3] setTextColor:…]`), or a key-value
/// write (`setValue(c, forKey: "textColor")`) on one of those. Any element of the documents the class owns whose kind
/// the receiver may be could be that view (`UnattributedRecolor`). A write on a view the code creates
/// (`let label = UILabel()`) reaches no document's element and is not one.
struct UnattributedColorWrite: Hashable {
    /// The class whose code holds the line.
    var owner: String
    /// `textColor`, `titleColor`, `backgroundColor`, `attributedText` or `fillColor` (`CodeColorAssignments`' keys).
    var key: String
    /// The receiver's class as the code declares or casts it (`UILabel`, `NSTextField`, an app's `BadgeView`); nil
    /// when it does not say.
    var kind: String?
    /// The receiver as written (`label`, `$0`, `(view.viewWithTag(3) as? UILabel)`).
    var receiver: String
    var location: SourceLocation

    /// The keys a write is kept for: the colors a pair takes, and whether the view shows (`CodeVisibility`).
    static let keys: Set<String> = [
        "textColor", "titleColor", "backgroundColor", "attributedText", "fillColor", CodeVisibility.key,
        CodeTextContent.key,
    ]

    /// The framework classes each document element kind is (`label` → `UILabel`; an AppKit cell draws for its control,
    /// so an `NSTextField` write reaches a `textFieldCell`).
    static let elementClasses: [String: Set<String>] = [
        "label": ["UILabel"],
        "button": ["UIButton", "NSButton", "UIControl", "NSControl"],
        "textField": ["UITextField", "NSTextField", "UIControl", "NSControl"],
        "textView": ["UITextView", "NSTextView", "UIScrollView", "NSScrollView"],
        "textFieldCell": ["NSTextField", "NSTextFieldCell", "NSControl"],
        "buttonCell": ["NSButton", "NSButtonCell", "NSControl"],
        "tableViewCell": ["UITableViewCell"],
        "collectionViewCell": ["UICollectionViewCell", "UICollectionReusableView"],
        "collectionReusableView": ["UICollectionReusableView"],
        "tableCellView": ["NSTableCellView"],
        "tableView": ["UITableView", "NSTableView", "UIScrollView", "NSScrollView"],
        "collectionView": ["UICollectionView", "NSCollectionView", "UIScrollView", "NSScrollView"],
        "scrollView": ["UIScrollView", "NSScrollView"],
        "stackView": ["UIStackView", "NSStackView"],
        "box": ["NSBox"],
        "visualEffectView": ["UIVisualEffectView", "NSVisualEffectView"],
        "imageView": ["UIImageView", "NSImageView"],
        "segmentedControl": ["UISegmentedControl", "NSSegmentedControl", "UIControl", "NSControl"],
    ]

    /// Receivers any view may be.
    static let anyView: Set<String> = ["UIView", "NSView", "AnyObject", "Any", "NSObject", "id"]

    /// Whether the receiver may be a document element of kind `tag` (`label`, `textField`) whose custom class is
    /// `customClass`: any view when the code does not say; otherwise the element's framework class, or its custom
    /// class or one it inherits from (`isKind`).
    func mayBe(tag: String?, customClass: String?, isKind: (String, String) -> Bool) -> Bool {
        guard let kind else { return true }
        if Self.anyView.contains(kind) { return true }
        if let customClass, isKind(customClass, kind) { return true }
        guard let tag else { return false }
        return Self.elementClasses[tag]?.contains(kind) ?? false
    }

    /// `BrowserViewController sets label.textColor (Browser.swift:42) on a UILabel Legible cannot tell`.
    var described: String {
        let what = kind.map { "a view of class \($0)" } ?? "a view"
        return "\(owner) sets \(receiver).\(key) (\(location.fileAndLine)) on \(what) Legible cannot tell apart"
    }
}
