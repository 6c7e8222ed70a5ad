/// A text element the document gives no text: a UIKit `label` with no `text` and no attributed text, or an AppKit text
/// field whose cell has no `title`, no placeholder and no attributed string and that the user cannot edit. It draws
/// its text color only if code gives it text (`EmptyTexts`); an editable field draws what the user types.
enum IBEmptyText {
    /// The view code would have to give text, nil when the document gives `element` text or the user may type it.
    static func view(of element: IBNode, root: IBNode) -> IBHiddenView? {
        switch element.name {
        case "label":
            guard !hasText(element, keys: ["text"]), !hasAttributedText(element) else { return nil }
            return IBHiddenView.view(element, how: "no text", root: root)
        case "textFieldCell":
            guard let field = element.parent, field.name == "textField",
                !hasText(element, keys: ["title", "placeholderString"]), element["editable"] != "YES",
                !hasAttributedText(element), !hasAttributedText(field)
            else { return nil }
            return IBHiddenView.view(field, how: "no text", root: root)
        default: return nil
        }
    }

    /// A non-empty text under one of `keys`: an attribute, or a `<string key=…>` child (Interface Builder writes a
    /// text with a line break as `<string key="text">…</string>`). A text of spaces only (`text=" "`, a static cell's
    /// placeholder for a row whose content is a button) draws no glyph: no text.
    static func hasText(_ node: IBNode, keys: Set<String>) -> Bool {
        keys.contains { !(node[$0] ?? "").allSatisfy(\.isWhitespace) }
            || node.children.contains { $0.name == "string" && keys.contains($0["key"] ?? "") }
    }

    /// An `<attributedString>` child (`attributedText`, `attributedStringValue`, an attributed placeholder).
    static func hasAttributedText(_ node: IBNode) -> Bool {
        node.children.contains { $0.name == "attributedString" }
    }
}
