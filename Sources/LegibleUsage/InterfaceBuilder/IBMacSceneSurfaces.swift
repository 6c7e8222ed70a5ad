/// The material a macOS storyboard scene is shown on, read from the storyboard's own segues and relationships, for
/// a view in the scene that nothing in the document draws under (it shows what its host draws):
///
/// | how the scene is shown | under its views |
/// |---|---|
/// | the content of a window controller (`relationship="window.shadowedContentViewController"`), a `show`/`modal` segue | the window background (no material) |
/// | a `sheet` segue | the sheet material (AppKit draws sheets on an `NSVisualEffectView`, `.sheet`) |
/// | a `popover` segue | the popover material (`NSPopover`'s vibrant background) |
/// | an item of a split view controller whose `splitViewItem` has `behavior="sidebar"` | the sidebar material (`NSSplitViewItem(sidebarWithViewController:)`, macOS 11+: a translucent `.sidebar` effect view) |
/// | an item of a tab or split view controller (`tabItems`, other `splitItems`), an `embed` segue | what its parent is shown on |
///
/// A material blends what is behind the window (the desktop, other windows), so the pair needs review (blur) naming
/// the segue; anything else keeps the scene default. Which `splitViewItem` a `splitItems` relationship fills is its
/// position: Interface Builder writes the items and the relationships in the same order.
struct IBMacSceneSurfaces {
    /// A controller's material, with the reason to show.
    private(set) var surfaces: [String: ReviewReason] = [:]

    init(root: IBNode) {
        var own: [String: ReviewReason] = [:]
        var parent: [String: String] = [:]
        var splitItemIndex: [String: Int] = [:]
        root.forEachDescendant { node in
            guard node.name == "segue", let destination = node["destination"] else { return }
            let owner = node.ancestors.first { $0["id"] != nil && $0["sceneMemberID"] == "viewController" }
            switch (node["kind"], node["relationship"]) {
            case ("sheet", _):
                own[destination] = ReviewReason(
                    .blur,
                    "the scene is shown as a sheet (segue line \(node.line)): macOS draws the sheet material under "
                        + "views that draw no background of their own")
            case ("popover", _):
                own[destination] = ReviewReason(
                    .blur,
                    "the scene is shown in a popover (segue line \(node.line)): drawn on the popover's vibrant "
                        + "material, which blends what is behind it")
            case ("relationship", "splitItems"):
                guard let owner, let id = owner["id"] else { return }
                let index = splitItemIndex[id, default: 0]
                splitItemIndex[id] = index + 1
                let items = owner.children.first { $0.name == "splitViewItems" }?.children
                    .filter { $0.name == "splitViewItem" }
                if let items, index < items.count, items[index]["behavior"] == "sidebar" {
                    own[destination] = ReviewReason(
                        .blur,
                        "the scene is the sidebar of a split view (splitViewItem behavior=\"sidebar\", line "
                            + "\(items[index].line)): macOS draws the translucent sidebar material under it")
                } else {
                    parent[destination] = id
                }
            case ("relationship", "tabItems"), ("embed", _):
                if let id = owner?["id"] { parent[destination] = id }
            default:
                break
            }
        }
        for controller in Set(own.keys).union(parent.keys) {
            var current = controller
            var seen: Set<String> = []
            while seen.insert(current).inserted {
                if let reason = own[current] {
                    surfaces[controller] = reason
                    break
                }
                guard let up = parent[current] else { break }
                current = up
            }
        }
    }

    /// The material under `element`'s scene, if its scene is shown on one.
    func surface(of element: IBNode) -> ReviewReason? {
        guard !surfaces.isEmpty else { return nil }
        return element.ancestors.lazy.compactMap { $0["id"].flatMap { surfaces[$0] } }.first
    }
}
