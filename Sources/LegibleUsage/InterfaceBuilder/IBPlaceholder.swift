import LegiblePalette

/// The placeholder of a text field in a storyboard or xib: UIKit's `placeholder="Search"` on a `textField`, AppKit's
/// `placeholderString` on its `textFieldCell` / `searchFieldCell`. While the field is empty the screen shows the
/// placeholder, drawn in the platform's placeholder color (UIKit `placeholderText`, AppKit `placeholderTextColor`,
/// translucent: composited over the field's background), not in the field's `textColor`; once the user types, it
/// shows the typed text in `textColor`. So a field with a placeholder is two pairs, one per state: the typed text
/// (`[when text is typed]`) and the placeholder (`[when empty]`, with the placeholder as its sample text).
///
/// An attributed placeholder (`<attributedString key="attributedPlaceholder">`) carries colors of its own, which
/// are not read: that pair needs review.
struct IBPlaceholder {
    var text: String
    var isAttributed: Bool

    static let typedCondition = "when text is typed"
    static let emptyCondition = "when empty (placeholder)"

    /// The placeholder of `element` when it is a field whose text color is `textKey` and it has one.
    init?(of element: IBNode, textKey: String) {
        guard textKey == "textColor" else { return nil }
        let cell = element.children.first { $0.name == "textFieldCell" || $0.name == "searchFieldCell" }
        let attributed = ([element] + (cell.map { [$0] } ?? [])).contains { node in
            node.children.contains { $0.name == "attributedString" && $0["key"] == "attributedPlaceholder" }
        }
        guard
            let text = element["placeholder"] ?? element["placeholderString"] ?? cell?["placeholderString"]
                ?? (attributed ? "" : nil)
        else { return nil }
        self.text = text
        isAttributed = attributed
    }

    /// The typed-text pair (`typed`, labelled with the field's text, not the placeholder) and the placeholder pair.
    func pairs(typed: ObservedPair, decoder: IBColorDecoder) -> [ObservedPair] {
        var typed = typed
        typed.site.condition = Self.typedCondition
        if typed.site.text == text { typed.site.text = nil }
        var placeholder = typed
        placeholder.site.condition = Self.emptyCondition
        placeholder.site.text = text.isEmpty ? nil : text
        let name = decoder.isMac ? "placeholderTextColor" : "placeholderText"
        if case .color(let color, _) = decoder.system(
            "placeholderTextColor", platform: decoder.isMac ? "osx" : "ios", typed.site.location, resource: nil)
        {
            placeholder.foreground = color
            placeholder.evidence += "; while empty the field shows its placeholder in \(name)"
        }
        // How a disabled field draws its placeholder is not documented.
        if placeholder.disabledLook != nil {
            placeholder.disabledLook?.drawn = .unknown("how a disabled field draws its placeholder is not documented")
            placeholder.disabledLook?.enabledForeground = placeholder.foreground
        }
        if isAttributed, placeholder.review == nil {
            placeholder.review = ReviewReason(
                .setInCode, "the placeholder is an attributed string whose colors are not read (\(name) assumed)")
        }
        return [typed, placeholder]
    }
}
