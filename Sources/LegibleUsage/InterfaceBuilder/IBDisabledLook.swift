import LegiblePalette

/// How a storyboard or xib control draws its text while disabled (`DisabledLook`), read from the document:
///
/// - AppKit: a cell whose `enabled` is off (`<textFieldCell … enabled="NO">`: `NSCell.isEnabled`) draws text in
///   `controlTextColor` in `disabledControlTextColor` instead ("The system color used for text on disabled controls",
///   `NSColor.disabledControlTextColor`; its light/dark values are in `AppleSystemColors`). Another text color on a
///   disabled cell is drawn in a way AppKit does not document: not known.
/// - UIKit: a button draws its title in the title color of its disabled state (`<state key="disabled">`,
///   `UIButton.setTitleColor(_:for: .disabled)`); when the document sets none, UIKit's own is not documented. A
///   disabled label "draws its text dimmed" (`UILabel.isEnabled`) and a disabled text field in a color UIKit does not
///   document either: not known.
enum IBDisabledLook {
    /// AppKit cells whose text `NSCell.isEnabled` dims.
    static let appKitCells: Set<String> = [
        "textFieldCell", "searchFieldCell", "comboBoxCell", "tokenFieldCell", "secureTextFieldCell", "buttonCell",
        "popUpButtonCell",
    ]
    /// UIKit controls (and a label) that draw text differently while disabled.
    static let uiKitControls: Set<String> = ["label", "button", "textField"]

    /// The disabled look of the text color `colorNode` (key `key`) of `element`, nil when the element is no control.
    static func look(
        of element: IBNode, colorNode: IBNode, key: String, foreground: ObservedColor, decoder: IBColorDecoder
    )
        -> DisabledLook?
    {
        let disabledHere = disabledInDocument(element)
        if decoder.isMac {
            guard appKitCells.contains(element.name), key == "textColor" else { return nil }
            let name = colorNode["catalog"] == "System" ? colorNode["name"] : nil
            guard name == "controlTextColor" || name == "disabledControlTextColor" else {
                return DisabledLook(
                    drawn: .unknown(
                        "AppKit draws a disabled \(element.name)'s text in \(name ?? "a custom text color") dimmed in a "
                            + "way it does not document (only controlTextColor becomes disabledControlTextColor)"),
                    disabledInDocument: disabledHere, enabledForeground: foreground)
            }
            switch decoder.system(
                "disabledControlTextColor", platform: "osx", SourceLocation(path: decoder.path, line: element.line),
                resource: nil)
            {
            case .color(let color, _):
                return DisabledLook(
                    drawn: .color(
                        color,
                        how: "AppKit draws a disabled control's controlTextColor text in disabledControlTextColor"),
                    disabledInDocument: disabledHere, enabledForeground: foreground)
            case .unresolved(let why):
                return DisabledLook(
                    drawn: .unknown(why), disabledInDocument: disabledHere, enabledForeground: foreground)
            }
        }
        guard uiKitControls.contains(element.name) else { return nil }
        switch element.name {
        case "button":
            guard key == "titleColor" || key == "titleColor[normal]" else { return nil }
            let state = element.children.first { $0.name == "state" && $0["key"] == "disabled" }
            if let colorNode = state?.color("titleColor"), case .color(let color, _) = decoder.decode(colorNode) {
                return DisabledLook(
                    drawn: .color(
                        color, how: "a disabled button draws its disabled state's title color (line \(colorNode.line))"),
                    disabledInDocument: disabledHere, enabledForeground: foreground)
            }
            return DisabledLook(
                drawn: .unknown(
                    "a disabled button draws its disabled state's title color, which the document does not set (UIKit's "
                        + "default is not documented)"),
                disabledInDocument: disabledHere, enabledForeground: foreground)
        default:
            guard key == "textColor" else { return nil }
            return DisabledLook(
                drawn: .unknown(
                    "a disabled UIKit \(element.name == "label" ? "label" : "text field") draws its text dimmed, in a color UIKit does not document"
                ),
                disabledInDocument: disabledHere, enabledForeground: foreground)
        }
    }

    /// `enabled="NO" on textFieldCell (line 618)` when the element, or the control an AppKit cell belongs to, is
    /// disabled in the document.
    static func disabledInDocument(_ element: IBNode) -> String? {
        var holders = [element]
        if element.name.hasSuffix("Cell"), let control = element.parent { holders.append(control) }
        guard let off = holders.first(where: { $0["enabled"] == "NO" }) else { return nil }
        return "enabled=\"NO\" on \(off.name) (line \(off.line))"
    }
}
