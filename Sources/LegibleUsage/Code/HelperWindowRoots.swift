import LegiblePalette

/// A controller handed to the app's own function (`AppController.shared.openController(PreferencesViewController())`)
/// whose body makes that parameter a window's root (`NSWindow(contentViewController: controller)`,
/// `window.contentViewController = controller`) is shown in a window of its own: its root view is on that window's
/// background, as if the caller had made the window (`NibRootHosts`). Every hand-off of the parameter in every helper
/// the call may reach must make it a window's root; anything else (a sheet, a push, a value stored) leaves the call
/// unfollowed.
extension CodePresentations {
    /// Where the helper a call of `signature` reaches makes its argument `argument` a window's root, if every helper
    /// and every hand-off of that parameter does.
    func windowRoot(ofCall signature: String, argument: Int) -> SourceLocation? {
        let reached = helpers.helpers(called: signature)
        guard !reached.isEmpty else { return nil }
        var found: SourceLocation?
        for helper in reached {
            guard argument < helper.parameters.count else { return nil }
            let source = ControllerHandOff.Source.parameter(helper: helper.key, index: helper.parameters[argument])
            let handed = handOffs.filter { $0.source == source }
            guard !handed.isEmpty, handed.allSatisfy({ $0.target == .windowRoot }) else { return nil }
            found = found ?? handed.map(\.at).min { ($0.path, $0.line) < ($1.path, $1.line) }
        }
        return found
    }
}
