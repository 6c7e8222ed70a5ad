import LegibleSwiftSyntax

/// macOS SwiftUI containers that draw system chrome under their content, so a view in them with no background of its
/// own is not on the window (AppKit: `NSBox`, `NSTableView`, the menu bar extra's window):
/// - `GroupBox`: a rounded box whose fill is not a documented AppKit system color;
/// - `Table`: rows on the table's content background, alternating with `alternatingContentBackgroundColors`
///   (two backgrounds per row position, not one);
/// - `MenuBarExtra`: a menu (`.menu` style) or a window on the menu material (`.window` style), a blur.
/// None of them is one system color a pair can be asserted on: each makes the pair need review naming the container.
///
/// Extension point: `containers` is the one list; a container is one more entry.
enum SwiftUIMacOSChrome {
    /// Container name → the review kind and what it draws.
    static let containers: [String: (kind: ReviewReason.Kind, draws: String)] = [
        "GroupBox": (
            .hostUnknown, "draws its content in a rounded box whose fill is not a documented AppKit system color"
        ),
        "Table": (
            .hostUnknown,
            "draws its rows on the table's content background, alternating with alternatingContentBackgroundColors"
        ),
        "MenuBarExtra": (.blur, "draws its content in a menu or on the menu bar window's material, a blur"),
    ]

    /// The review for content inside `{ … }` of `owner` (a container of `containers`), or nil.
    static func review(owner: String, line: Int) -> ReviewReason? {
        guard let container = containers[owner] else { return nil }
        return ReviewReason(container.kind, "a macOS \(owner) (line \(line)) \(container.draws)")
    }
}
