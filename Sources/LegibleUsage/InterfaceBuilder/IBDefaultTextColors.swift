/// A label whose color Interface Builder leaves at "Default" is written `<nil key="textColor"/>`: loading it sets
/// `textColor` to nil, which UIKit resets to the label's default, `UIColor.label` (`labelColor`, iOS 13 and later:
/// "The default value for this property is the system's label color", UILabel.textColor documentation). That label
/// draws text like any other: it is one text use, its pair is `labelColor` on its background, and code that recolors
/// it through an outlet finds its layer there.
///
/// Only iOS labels: AppKit's text fields and UIKit's buttons, text fields and text views have other defaults (the
/// control's text color, the tint), and documents seen write them as `<color>`.
enum IBDefaultTextColors {
    /// The element tags whose nil `textColor` is the label default, on iOS.
    static let labelTags: Set<String> = ["label"]

    /// Replaces each iOS label's `<nil key="textColor"/>` by the color it draws (`systemColor="labelColor"`), at the
    /// same line, so the scan reads it as it reads a written color.
    static func materialize(in root: IBNode, isMac: Bool) {
        guard !isMac else { return }
        root.forEachDescendant { node in
            guard labelTags.contains(node.name) else { return }
            for (index, child) in node.children.enumerated() where child.name == "nil" && child["key"] == "textColor" {
                node.children[index] = IBNode(
                    name: "color", attributes: ["key": "textColor", "systemColor": "labelColor"],
                    line: child.line, parent: node)
            }
        }
    }
}
