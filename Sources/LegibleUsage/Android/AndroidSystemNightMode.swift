import LegibleJVMSyntax

/// Whether an app's code asks the system's night mode (Android "Implement dark theme": `Configuration.uiMode and
/// UI_MODE_NIGHT_MASK`, `Configuration.isNightModeActive`; AppCompat `MODE_NIGHT_FOLLOW_SYSTEM` /
/// `MODE_NIGHT_AUTO_BATTERY`, which hand the choice to the system). An app that never does, and has no DayNight or
/// `values-night` theme, shows the same theme under system dark mode as by day: a dark theme its code picks from a
/// user setting (NetGuard's `dark_theme`) is that setting's look, not the system's dark appearance
/// (`AndroidThemeCatalog`, rule 6).
enum AndroidSystemNightMode {
    /// Names whose presence in code means the system's night mode is read or followed.
    static let systemNames: Set<String> = [
        "UI_MODE_NIGHT_MASK", "isNightModeActive", "MODE_NIGHT_FOLLOW_SYSTEM", "MODE_NIGHT_AUTO_BATTERY",
    ]

    /// True when some code of `files` names one of `systemNames`.
    static func isRead(in files: [JVMFile], index: JVMSymbolIndex) -> Bool {
        var found = false
        for file in files where !found {
            AndroidCodeThemes.forEachBody(of: file, index: index) { statements, _, _ in
                guard !found else { return }
                JVMTreeWalk.statements(statements) { _ in
                } expression: { e in
                    switch e.kind {
                    case .name(let name), .member(_, let name, _):
                        if systemNames.contains(name) { found = true }
                    default: break
                    }
                }
            }
        }
        return found
    }
}
