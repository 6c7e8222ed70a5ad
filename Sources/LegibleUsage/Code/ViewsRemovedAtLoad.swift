import LegiblePalette

/// Views a class's code takes out of its document's view tree as it loads, before anything is shown: its
/// `viewDidLoad`, `awakeFromNib` or `windowDidLoad` (or a method of the class they call) removes an outlet's view
/// (`banner.removeFromSuperview()`, `[banner removeFromSuperview]`) or all the subviews of one
/// (`stack.arrangedSubviews.forEach { $0.removeFromSuperview() }`, a loop, or an extension method of a framework view
/// whose body does that: `stack.removeAllSubViews()`), on every path through the method (both branches of an `if`,
/// not after a `guard` or a `return`). AppKit and UIKit call these methods before the view is first drawn, so the
/// document's views they remove are never shown, unless code adds one back: a view held by an outlet that any code
/// read passes to `addSubview`, `addArrangedSubview`, `insertArrangedSubview`, `insertSubview` or `addView`, or assigns
/// to a property that shows a view (`tableView.tableHeaderView = banner`, `[window setContentView:banner]`), stays.
/// Their pairs leave the run in the one "UI nothing shows" note (`AppleReachability.Unshown`, `.removedAtLoad`).
/// Read from the Swift and Objective-C front ends (`+Swift`, `+ObjC`).
struct ViewsRemovedAtLoad: Sendable {
    /// A removal on every path of a lifecycle method.
    struct Removal: Sendable, Hashable {
        var owner: String
        /// The outlet property (without an Objective-C underscore).
        var property: String
        /// Whether the view's subviews are removed, not the view itself.
        var subviews: Bool
        var at: SourceLocation
        /// `viewDidLoad`, `awakeFromNib`, `windowDidLoad`.
        var lifecycle: String
    }

    /// The methods AppKit and UIKit call once a view or window is loaded, before it is first shown.
    static let lifecycleMethods: Set<String> = ["viewDidLoad", "awakeFromNib", "windowDidLoad"]
    /// Methods that put a view into a view tree, with the view as their first argument.
    static let adding: Set<String> = [
        "addSubview", "addArrangedSubview", "insertArrangedSubview", "insertSubview", "addView",
        "addSubview:", "addArrangedSubview:", "insertArrangedSubview:atIndex:", "insertSubview:atIndex:",
        "addSubview:positioned:relativeTo:", "insertSubview:aboveSubview:", "insertSubview:belowSubview:",
        "addView:inGravity:",
    ]
    /// Whether a property a view is assigned to puts it in a view tree: `view`, or a name ending in `View`
    /// (`tableHeaderView`, `contentView`, `documentView`, `titleView`).
    static func holdsView(_ property: String) -> Bool { property == "view" || property.hasSuffix("View") }

    /// The properties that hold a view's subviews (`NSStackView.views` too).
    static let subviewLists: Set<String> = ["subviews", "arrangedSubviews", "views"]

    private(set) var removals: [Removal] = []
    /// The last names of the views code adds to a view tree anywhere (`statusStack.addArrangedSubview(hint)`:
    /// `hint`).
    private(set) var addedBack: Set<String> = []

    mutating func add(_ removal: Removal) {
        if !removals.contains(removal) { removals.append(removal) }
    }

    mutating func addBack(_ name: String) { addedBack.insert(Self.property(name)) }

    /// `_banner` → `banner`: an Objective-C outlet's instance variable is its property.
    static func property(_ name: String) -> String {
        name.hasPrefix("_") ? String(name.dropFirst()) : name
    }

    /// The pairs of document elements a removal takes out, listed in `scan.unshown` for `AppleReachability` to
    /// leave out and count.
    func apply(to scan: inout UsageScan) {
        guard !removals.isEmpty else { return }
        let held = IBHiddenViews.heldBy(scan.outlets)
        var found: [AppleReachability.Unshown] = []
        for removal in removals {
            for outlet in scan.outlets
            where outlet.ownerClass == removal.owner && Self.property(outlet.property) == removal.property {
                let file = outlet.path.split(separator: "/").last.map(String.init) ?? outlet.path
                let code = "\(removal.at.path.split(separator: "/").last ?? ""):\(removal.at.line)"
                for pair in scan.pairs where pair.site.location.path == outlet.path {
                    // The element and its ancestors out to the removed view, innermost first.
                    let chain = ([pair.site.elementID].compactMap { $0 } + pair.ancestors.map(\.id))
                    guard let index = chain.firstIndex(of: outlet.elementID),
                        !(removal.subviews && index == 0)
                    else { continue }
                    // A view between the element and the removed one that code adds back is shown again.
                    let inner = chain.prefix(removal.subviews ? index : index + 1)
                    if inner.contains(where: { id in
                        (held[outlet.path + "\u{0}" + id] ?? []).contains {
                            addedBack.contains(Self.property($0.property))
                        }
                    }) {
                        continue
                    }
                    let line = pair.site.location.line
                    let what = removal.subviews ? "the subviews of \(outlet.property)" : outlet.property
                    found.append(
                        AppleReachability.Unshown(
                            path: outlet.path,
                            name: "\(file) (\(removal.owner).\(removal.lifecycle) removes \(what), \(code))",
                            lines: [line...line], why: .removedAtLoad))
                }
            }
        }
        for unshown in found where !scan.unshown.contains(unshown) { scan.unshown.append(unshown) }
    }
}
