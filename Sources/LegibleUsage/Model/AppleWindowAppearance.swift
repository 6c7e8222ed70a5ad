import LegiblePalette

/// One AppKit window drawn in one appearance: its owner's code sets `window.appearance = NSAppearance(named:
/// .darkAqua)` (`SwiftAppearanceSetting.isOneAppKitWindow`). AppKit views inherit the appearance of their window
/// (Apple, `NSAppearanceCustomization`: "an object inherits the appearance of its nearest ancestor that has an
/// appearance set"), so the views that window shows are drawn in it and the app's other windows are not.
///
/// The window's views are the owner's and those of the classes shown only in what it shows
/// (`CodeColorAssignments.shownOnly(by:at:)`: its hosting controller, the SwiftUI view that controller hosts). Every
/// setting of the owner must force the same appearance; a computed one follows a choice, and the window keeps every
/// appearance. Objective-C code that sets one literal appearance in each branch of one condition
/// (`if (ConsoleDarkModeEnabled()) { self.window.appearance = … VibrantDark } else { … VibrantLight }`) gives the
/// window's views one pair per branch: dark under the condition, light otherwise, each labelled with its branch.
enum AppleWindowAppearance {
    /// Restricts the pairs of each forced window's views to its appearance, or to one appearance per branch.
    static func apply(_ code: CodeColorAssignments, to scan: inout UsageScan) {
        let byOwner = Dictionary(grouping: code.windowAppearanceSettings) { $0.setting.owner ?? "" }
        for (owner, settings) in byOwner.sorted(by: { $0.key < $1.key }) where !owner.isEmpty {
            guard let first = settings.first else { continue }
            let shown = code.shownOnly(by: owner, at: first.path)
            if let appearance = first.setting.forced, settings.allSatisfy({ $0.setting.forced == appearance }) {
                let source = "\(first.setting.text) in \(first.path):\(first.setting.line)"
                for index in scan.pairs.indices where scan.pairs[index].codeClasses.contains(where: shown.contains) {
                    scan.pairs[index].appearances = [appearance]
                    scan.pairs[index].evidence +=
                        "; \(owner)'s window shows only \(appearance.rawValue) (\(source)), and this view is shown in it"
                }
            } else if let branches = branches(settings) {
                scan.pairs = scan.pairs.flatMap { pair -> [ObservedPair] in
                    guard pair.codeClasses.contains(where: shown.contains) else { return [pair] }
                    return branches.compactMap { branch in
                        if let kept = pair.appearances, !kept.contains(branch.appearance) { return nil }
                        var split = pair
                        split.appearances = [branch.appearance]
                        split.site.condition = [pair.site.condition, branch.condition].compactMap { $0 }
                            .joined(separator: " and ")
                        split.evidence +=
                            "; \(owner)'s window is \(branch.appearance.rawValue) \(branch.condition) (\(branch.source)), "
                            + "and this view is shown in it"
                        return split
                    }
                }
            }
        }
    }

    /// The branches of one condition, each setting one literal appearance (`when X` dark, `unless X` light); nil
    /// when the settings are anything else (a computed value, a setting outside the condition, two conditions).
    static func branches(_ settings: [(path: String, setting: SwiftAppearanceSetting)]) -> [(
        condition: String, appearance: Appearance, source: String
    )]? {
        var byCondition: [String: (appearance: Appearance, source: String)] = [:]
        for (path, setting) in settings {
            guard let condition = setting.condition, let appearance = setting.appearance else { return nil }
            if let known = byCondition[condition], known.appearance != appearance { return nil }
            byCondition[condition] = (appearance, "\(setting.text) in \(path):\(setting.line)")
        }
        let conditions = byCondition.keys.sorted { $0.hasPrefix("when") && !$1.hasPrefix("when") }
        guard conditions.count == 2, conditions[0].hasPrefix("when "),
            conditions[1] == "unless " + conditions[0].dropFirst("when ".count)
        else { return nil }
        let found = conditions.compactMap { c in byCondition[c].map { (c, $0.appearance, $0.source) } }
        return Set(found.map(\.1)).count == 2 ? found : nil
    }
}
