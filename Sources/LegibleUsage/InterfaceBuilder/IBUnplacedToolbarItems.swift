import LegiblePalette
import LegibleSwiftSyntax
import LegibleObjCSyntax

/// An AppKit toolbar item the toolbar never places: a storyboard or xib `<toolbar>` shows the items of its
/// `<defaultToolbarItems>`; one listed only in `<allowedToolbarItems>` appears only when the user customizes the
/// toolbar (`allowsUserCustomization`, Apple "NSToolbar.allowsUserCustomization") or code inserts it
/// (`insertItem(withItemIdentifier:at:)`, `insertItemWithItemIdentifier:atIndex:`). With customization off and no
/// code read inserting an item, the item's view is never on screen: its pairs leave the run in the one "UI nothing
/// shows" note (`AppleReachability.Unshown`, `.removedAtLoad`). Without code read, the item is kept.
enum IBUnplacedToolbarItems {
    /// The toolbar item holding `element` that its toolbar never places by itself, described (`toolbarItem ML6-W4-U8X
    /// (line 83)`); nil when it is placed, customizable, or not in a toolbar.
    static func item(of element: IBNode) -> String? {
        guard let item = ([element] + element.ancestors).first(where: { $0.name == "toolbarItem" }),
            let id = item["id"], item.parent?.name == "allowedToolbarItems",
            let toolbar = item.parent?.parent, toolbar.name == "toolbar", toolbar["allowsUserCustomization"] == "NO"
        else { return nil }
        let placed = toolbar.child("defaultToolbarItems")?.children.contains { $0["reference"] == id || $0["id"] == id }
        guard placed != true else { return nil }
        return "toolbarItem \(id) (line \(item.line))"
    }

    /// The selectors and methods that insert a toolbar item.
    static let inserting: Set<String> = ["insertItem", "insertItemWithItemIdentifier:atIndex:"]

    /// Whether Swift or Objective-C code read inserts a toolbar item (`toolbar.insertItem(withItemIdentifier: …)`).
    static func codeInserts(swift: [[SwiftToken]], objc: [ObjCFile]) -> Bool {
        swift.contains { tokens in
            tokens.indices.contains { k in
                tokens[k].kind == .identifier && tokens[k].text == "insertItem" && k + 2 < tokens.count
                    && tokens[k + 1].is("(") && tokens[k + 2].text == "withItemIdentifier"
            }
        }
            || objc.contains { file in
                file.tokens.indices.contains { k in
                    file.tokens[k].text == "insertItemWithItemIdentifier" && k + 1 < file.tokens.count
                        && file.tokens[k + 1].text == ":"
                }
            }
    }

    /// Lists the pairs of items never placed in `scan.unshown`, when code read inserts no toolbar item.
    static func apply(codeInserts: Bool, to scan: inout UsageScan) {
        guard !codeInserts else { return }
        for pair in scan.pairs {
            guard let item = pair.unplacedToolbarItem else { continue }
            let location = pair.site.location
            let file = location.path.split(separator: "/").last.map(String.init) ?? location.path
            let unshown = AppleReachability.Unshown(
                path: location.path,
                name: "\(file) \(item), allowed but not a default item of a toolbar users cannot customize",
                lines: [location.line...location.line], why: .removedAtLoad)
            if !scan.unshown.contains(unshown) { scan.unshown.append(unshown) }
        }
    }
}
