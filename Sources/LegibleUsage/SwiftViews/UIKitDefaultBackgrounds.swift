/// What UIKit and AppKit draw under a view when no code read sets a background on it or on the views it is added
/// to: the platform's default for the container, always said next to the pair ("assumed: …"), as storyboard scenes
/// already do.
///
/// | container (superclass chain) | default | source |
/// |---|---|---|
/// | `UIViewController` root `view` | `systemBackground` | UIKit: a scene's root view (Interface Builder writes `systemBackgroundColor`) |
/// | `UITableViewController` root view, `UITableViewCell` in a plain table | `systemBackground` | Apple: "Cells in a plain styled table view use systemBackground" |
/// | `UITableViewCell` in a grouped / inset grouped table | `secondarySystemGroupedBackground` | HIG, Color, "Grouped background colors" |
/// | `UICollectionViewCell` | clear: its collection view shows through; `systemBackground` below it, needs review (a grouped list: `secondarySystemGroupedBackground`; a plain list, a collection view code paints: `UIKitContentConfigurations`) | UIKit |
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
        container(of: type) { short in facts.type(named: short).flatMap { facts.facts($0)?.superclass } }
    }

    /// The container a class is, following `superclass` (the superclass of a class the code read, by its name) up
    /// to the platform class that decides it; the same for Swift and Objective-C.
    static func container(of type: String, superclass: (String) -> String?) -> (container: Container, base: String)? {
        var name = type
        var seen: Set<String> = []
        while seen.insert(name).inserted {
            let short = String(name.split(separator: ".").last ?? "")
            if let c = containers[short] { return (c, short) }
            guard let next = superclass(short) else { return nil }
            name = next
        }
        return nil
    }

    /// The default a container draws, said as an assumption: the system color's name, its platform, why, and the
    /// review when the default is not what shows (a clear collection cell, a header by scroll position).
    struct Choice {
        var name: String
        var platform = "ios"
        var why: String
        var review: ReviewReason? = nil
    }

    /// The default under `container` (whose platform class is `base`); `grouped` is whether the tables showing it
    /// (registering a cell, or the controller's own) are grouped; `registeredIn` the first type registering a cell.
    /// An app-wide appearance proxy and a sidebar table are decided before (`UIKitColorUses.defaultLayer`).
    static func choice(for container: Container, base: String, grouped: Bool, registeredIn host: String?) -> Choice {
        switch container {
        case .viewController: return Choice(name: "systemBackground", why: "a view controller's root view")
        case .tableViewController:
            return grouped
                ? Choice(name: "systemGroupedBackground", why: "a grouped table view controller")
                : Choice(name: "systemBackground", why: "a table view controller")
        case .tableCell:
            if grouped, let host {
                return Choice(
                    name: "secondarySystemGroupedBackground", why: "a \(base) in a grouped table, registered in \(host)"
                )
            }
            return Choice(
                name: "systemBackground",
                why: "a \(base) in a plain table" + (host == nil ? " (the table that shows it was not found)" : ""))
        case .collectionCell:
            if grouped, let host {
                return Choice(
                    name: "secondarySystemGroupedBackground", why: "a \(base) in a grouped list, registered in \(host)")
            }
            return Choice(
                name: "systemBackground", why: "a \(base)",
                review: ReviewReason(
                    .hostUnknown,
                    "a collection view cell is clear: it shows its collection view's background"
                        + (host.map { " (registered in \($0))" } ?? ", and the collection view was not found")))
        case .headerFooter:
            return Choice(
                name: "systemBackground", why: "a \(base)",
                review: ReviewReason(
                    .hostUnknown,
                    "a \(base) draws by its table's style and scroll position, which Legible does not read"))
        case .appKitViewController:
            return Choice(name: "windowBackground", platform: "osx", why: "an NSViewController's view in a window")
        case .appKitWindowController:
            return Choice(name: "windowBackground", platform: "osx", why: "a window's content view")
        case .appKitTableCell:
            return Choice(name: "controlBackground", platform: "osx", why: "a cell of an NSTableView")
        }
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
