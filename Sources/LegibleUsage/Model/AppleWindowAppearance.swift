import LegiblePalette

/// One AppKit window drawn in one appearance: its owner's code sets `window.appearance = NSAppearance(named:
/// .darkAqua)` (`SwiftAppearanceSetting.isOneAppKitWindow`). AppKit views inherit the appearance of their window
/// (Apple, `NSAppearanceCustomization`: "an object inherits the appearance of its nearest ancestor that has an
/// appearance set"), so the views that window shows are drawn in it and the app's other windows are not.
///
/// The window's views are the owner's and those of the classes shown only in what it shows
/// (`CodeColorAssignments.shownOnly(by:at:)`: its hosting controller, the SwiftUI view that controller hosts). Every
/// setting of the owner must force the same appearance; a computed one or one in a branch follows a choice, and the
/// window keeps every appearance.
enum AppleWindowAppearance {
    /// Restricts the pairs of each forced window's views to its appearance.
    static func apply(_ code: CodeColorAssignments, to scan: inout UsageScan) {
        let byOwner = Dictionary(grouping: code.windowAppearanceSettings) { $0.setting.owner ?? "" }
        for (owner, settings) in byOwner.sorted(by: { $0.key < $1.key }) where !owner.isEmpty {
            guard let first = settings.first, let appearance = first.setting.forced,
                settings.allSatisfy({ $0.setting.forced == appearance })
            else { continue }
            let shown = code.shownOnly(by: owner, at: first.path)
            let source = "\(first.setting.text) in \(first.path):\(first.setting.line)"
            for index in scan.pairs.indices where scan.pairs[index].codeClasses.contains(where: shown.contains) {
                scan.pairs[index].appearances = [appearance]
                scan.pairs[index].evidence +=
                    "; \(owner)'s window shows only \(appearance.rawValue) (\(source)), and this view is shown in it"
            }
        }
    }
}
