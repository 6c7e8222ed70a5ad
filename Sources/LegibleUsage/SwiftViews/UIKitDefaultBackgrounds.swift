/// What UIKit and AppKit draw under a view when no code read sets a background on it or on the views it is added
/// to: the platform's default for the container, always said next to the pair ("assumed: …"), as storyboard scenes
/// already do.
///
/// | container (superclass chain) | default | source |
/// |---|---|---|
/// | `UIViewController` root `view` | `systemBackground` | UIKit: a scene's root view (Interface Builder writes `systemBackgroundColor`) |
/// | `UITableViewController` root view, `UITableViewCell` in a plain table | `systemBackground` | Apple: "Cells in a plain styled table view use systemBackground" |
/// | `UITableViewCell` in a grouped / inset grouped table | `secondarySystemGroupedBackground` | HIG, Color, "Grouped background colors" |
/// | `UICollectionViewCell` | clear: its collection view shows through; `systemBackground` below it, needs review (a grouped list: `secondarySystemGroupedBackground`) | UIKit |
/// | `NSViewController` root `view`, `NSWindowController` content | `windowBackgroundColor` | AppKit |
/// | `NSTableCellView`, `NSTableRowView` | `controlBackgroundColor` | AppKit: the default table background |
///
/// A table header or footer view (`UITableViewHeaderFooterView`) draws by table style and scroll position: its
/// pairs need review. A plain view (`UIView`, `NSView`) has no default: it shows what it is added to.
enum UIKitDefaultBackgrounds {
    enum Container {
        case viewController, tableViewController, tableCell, collectionCell, headerFooter
        case appKitViewController, appKitWindowController, appKitTableCell
    }

    /// The UIKit and AppKit classes that decide a default, by name.
    static let containers: [String: Container] = [
        "UIViewController": .viewController, "UINavigationController": .viewController,
        "UIPageViewController": .viewController,
        "UITableViewController": .tableViewController, "UICollectionViewController": .viewController,
        "UITableViewCell": .tableCell, "UICollectionViewCell": .collectionCell,
        "UICollectionViewListCell": .collectionCell,
        "UITableViewHeaderFooterView": .headerFooter, "UICollectionReusableView": .headerFooter,
        "NSViewController": .appKitViewController, "NSWindowController": .appKitWindowController,
        "NSTableCellView": .appKitTableCell, "NSTableRowView": .appKitTableCell,
    ]

    /// The container a type is, following its superclasses through the types read.
    static func container(of type: String, in facts: UIKitViewFacts) -> (container: Container, base: String)? {
        var name = type
        var seen: Set<String> = []
        while seen.insert(name).inserted {
            let short = String(name.split(separator: ".").last ?? "")
            if let c = containers[short] { return (c, short) }
            guard let full = facts.type(named: short), let superclass = facts.facts(full)?.superclass else {
                return nil
            }
            name = superclass
        }
        return nil
    }

    /// Whether the view named `view` is the container's own drawing surface (a controller's `view`, a cell itself or
    /// its `contentView`, a window controller's content view).
    static func isRoot(_ view: String, of container: Container) -> Bool {
        switch container {
        case .viewController, .tableViewController, .appKitViewController: ["view", "self.view"].contains(view)
        case .tableCell, .collectionCell, .headerFooter, .appKitTableCell:
            ["self", "contentView", "backgroundView"].contains(view)
        case .appKitWindowController: ["window.contentView", "window?.contentView", "contentView"].contains(view)
        }
    }
}
