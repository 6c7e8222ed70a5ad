/// How an iOS button draws its title when its Interface Builder document writes no `titleColor` for it.
///
/// - A button with a configuration (`<buttonConfiguration key="configuration" style=…>`: `UIButton.Configuration`,
///   iOS 15) draws its title in the configuration's `baseForegroundColor`, else, for the `plain`, `gray`, `tinted`
///   and bordered styles, in its tint. The title sits on the configuration's background: its
///   `backgroundConfiguration`'s `backgroundColor`, else for the filled styles the `baseBackgroundColor` or the tint
///   (`filled()`: "a background filled with the button's tint color"), else nothing (`plain()`: "a transparent
///   background"). The `gray()` and `tinted()` fills are system fills UIKit does not give values for: review.
/// - A system button (`buttonType="system"`, or the older `roundedRect`) draws its title in its tint
///   (`UIButton.ButtonType.system`).
///
/// The tint is the button's own `tintColor`, else the nearest ancestor's in the document. Without one it is the
/// window's (`IBInheritedTint`: the system tint or the app's accent color when no code can change it); else the title
/// is a text use that is not checked, saying which code or setting decides it. `materialize` writes the colors found as the `titleColor` and `backgroundColor`
/// the scan reads, at the lines of the nodes they come from; the rest it returns as notes per button.
enum IBButtonTitles {
    enum Note {
        /// The pair is known but what is under the title is not: `ReviewReason`.
        case review(ReviewReason)
        /// The title's color is not in the document: why.
        case unresolved(String)
    }

    static let tintTitledStyles: Set<String> = [
        "plain", "gray", "tinted", "bordered", "borderedTinted", "borderless",
    ]
    static let filledStyles: Set<String> = ["filled", "borderedProminent"]
    static let systemFillStyles: Set<String> = ["gray", "tinted", "bordered", "borderedTinted"]
    static let tintTitledTypes: Set<String> = ["system", "roundedRect"]

    /// Writes the title and background colors of each iOS button that draws a title without a `titleColor`; returns
    /// the buttons whose title needs review or cannot be checked, by node.
    static func materialize(in root: IBNode, isMac: Bool, inherited: IBInheritedTint = IBInheritedTint())
        -> [ObjectIdentifier: Note]
    {
        guard !isMac else { return [:] }
        // The window's tint, for a button with none in the document.
        func tint(of button: IBNode) -> IBNode? {
            if let own = Self.tint(of: button) { return own }
            if case .color(let window) = inherited.resolve(button, root: root) { return window }
            return nil
        }
        func unresolved(_ button: IBNode) -> Note {
            if case .unknown(let why) = inherited.resolve(button, root: root) { return .unresolved(why) }
            return .unresolved(inheritedTint)
        }
        var buttons: [IBNode] = []
        root.forEachDescendant { if $0.name == "button" { buttons.append($0) } }
        var notes: [ObjectIdentifier: Note] = [:]
        for button in buttons where !hasTitleColor(button) && IBUntitledButtons.parts(of: button).titled {
            let note: Note?
            if let configuration = button.child("buttonConfiguration", key: "configuration") {
                note = configure(button, configuration, tint: tint(of: button), unresolved: unresolved(button))
            } else if tintTitledTypes.contains(button["buttonType"] ?? "") {
                if let tint = tint(of: button) {
                    let holder = button.children.first { $0.name == "state" && $0["key"] == "normal" } ?? button
                    holder.children.append(copy(tint, key: "titleColor", under: holder))
                    note = nil
                } else {
                    note = unresolved(button)
                }
            } else {
                note = nil
            }
            if let note { notes[ObjectIdentifier(button)] = note }
        }
        return notes
    }

    static let inheritedTint =
        "the title is drawn in the tint the button inherits from its window (the app's accent color or a tint set "
        + "in code), which the document does not give"

    /// A configured button's title color and background, written into the document; a note when one is not known.
    static func configure(_ button: IBNode, _ configuration: IBNode, tint: IBNode?, unresolved: Note) -> Note? {
        let style = configuration["style"] ?? "plain"
        let title: IBNode
        if let foreground = configuration.color("baseForegroundColor") {
            title = foreground
        } else if tintTitledStyles.contains(style), let tint {
            title = tint
        } else if filledStyles.contains(style) {
            return .unresolved(
                "its \(style) configuration draws the title in a color UIKit derives from the fill, which the "
                    + "document does not give (set baseForegroundColor)")
        } else {
            return unresolved
        }
        // The configuration's background is drawn over the button's own `backgroundColor`, right under the title.
        var note: Note?
        var fill: IBNode?
        if let color = configuration.child("backgroundConfiguration", key: "background")?.color("backgroundColor") {
            fill = color
        } else if filledStyles.contains(style) {
            guard let color = configuration.color("baseBackgroundColor") ?? tint else {
                return .unresolved(
                    "its \(style) configuration fills the button with the tint it inherits from its window (the "
                        + "app's accent color or a tint set in code), which the document does not give")
            }
            fill = color
        } else if systemFillStyles.contains(style) {
            note = .review(
                ReviewReason(
                    .customDrawing,
                    "its \(style) button configuration (line \(configuration.line)) draws a system fill under the "
                        + "title, whose value UIKit does not give"))
        }
        configuration.children.append(copy(title, key: "titleColor", under: configuration))
        if let fill {
            button.children.removeAll { $0.name == "color" && $0["key"] == "backgroundColor" }
            button.children.append(copy(fill, key: "backgroundColor", under: button))
        }
        return note
    }

    /// The button's `tintColor`, else the nearest ancestor's.
    static func tint(of button: IBNode) -> IBNode? {
        ([button] + button.ancestors).lazy.compactMap { $0.color("tintColor") }.first
    }

    /// The key its title's use is reported under, as the pairs': `titleColor[configuration]`, `titleColor[normal]`.
    static func useKey(of button: IBNode) -> String {
        button.child("buttonConfiguration", key: "configuration") != nil
            ? "titleColor[configuration]" : "titleColor[normal]"
    }

    /// The title the button shows: its configuration's, else its normal state's.
    static func title(of button: IBNode) -> String? {
        let titles =
            [button.child("buttonConfiguration", key: "configuration")?["title"]]
            + button.children.filter { $0.name == "state" && $0["key"] == "normal" }.map { $0["title"] }
        return titles.compactMap { $0 }.first { !$0.isEmpty }
    }

    static func hasTitleColor(_ button: IBNode) -> Bool {
        var found = false
        button.forEachDescendant { if $0.name == "color", $0["key"] == "titleColor" { found = true } }
        return found
    }

    static func copy(_ color: IBNode, key: String, under parent: IBNode) -> IBNode {
        var attributes = color.attributes
        attributes["key"] = key
        let node = IBNode(name: color.name, attributes: attributes, line: color.line, parent: parent)
        node.children = color.children
        return node
    }
}
