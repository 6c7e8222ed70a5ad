/// A button that shows an image (`image`, `backgroundImage`) and no title draws no text: its `titleColor` entries are no pair. A title is any
/// non-empty `title` or an `attributedString` title in a `<state>`, a `buttonConfiguration`'s `title` or attributed
/// title, or the button's (or its AppKit cell's) own `title`. A button of an app class (`customClass`) may give itself
/// a title in code: kept. One held by an outlet may be given a title by its owner's code
/// (`CodeRecolor.applyUntitledButtons` reads it); one no outlet holds cannot.
enum IBUntitledButtons {
    static func isUntitledImageButton(_ button: IBNode) -> Bool {
        guard button.name == "button", button["customClass"] == nil else { return false }
        let parts = parts(of: button)
        return parts.image && !parts.titled
    }

    /// Whether the button has a title (a non-empty `title` or an attributed title) and an image, as the document
    /// writes them.
    static func parts(of button: IBNode) -> (titled: Bool, image: Bool) {
        var titled = !(button["title"] ?? "").isEmpty
        var image = button["image"] != nil || button["backgroundImage"] != nil
        button.forEachDescendant { node in
            guard ["state", "buttonConfiguration", "buttonCell"].contains(node.name) else {
                if node.name == "attributedString" { titled = true }
                if node.name == "imageReference" || (node.name == "image" && node["key"] == "image") { image = true }
                return
            }
            if !(node["title"] ?? "").isEmpty { titled = true }
            if node["image"] != nil || node["backgroundImage"] != nil { image = true }
        }
        return (titled, image)
    }

    /// Whether an `<outlet>` or `<outletCollection>` of the document holds the element (by `id`).
    static func isHeldByOutlet(_ element: IBNode, root: IBNode) -> Bool {
        guard let id = element["id"] else { return true }
        var held = false
        root.forEachDescendant { node in
            if (node.name == "outlet" || node.name == "outletCollection"), node["destination"] == id { held = true }
        }
        return held
    }
}
