import LegibleJVMSyntax

/// The night mode an app pins for all its activities (AndroidX AppCompat `AppCompatDelegate.setDefaultNightMode`:
/// `MODE_NIGHT_YES` uses night resources everywhere, `MODE_NIGHT_NO` never): pinned when the app's `Application`
/// class sets it with no condition and every other call of `setDefaultNightMode` / `setLocalNightMode`, and every
/// `localNightMode =` assignment, sets the same constant. A mode from a preference (`getThemeMode(pref)`, a `when`
/// over the user's choice) or `MODE_NIGHT_FOLLOW_SYSTEM` pins nothing: both night modes stay possible.
enum AndroidNightModePin {
    static let setters: Set<String> = ["setDefaultNightMode", "setLocalNightMode"]
    static let assigned: Set<String> = ["localNightMode", "defaultNightMode"]
    static let modes: [String: Bool] = ["MODE_NIGHT_YES": true, "MODE_NIGHT_NO": false]

    /// True when night resources are pinned on, false when off, nil when the system or the user decides.
    static func pinned(files: [JVMFile], index: JVMSymbolIndex) -> Bool? {
        var found: [Bool?] = []
        var pinnedByApplication = false
        for file in files {
            AndroidCodeThemes.forEachBody(of: file, index: index) { statements, scope, _ in
                let inApplication = scope.owner.map { isApplication($0.type.name, index: index) } ?? false
                JVMTreeWalk.branchedExpressions(statements) { e, conditions, underBranch in
                    guard case .call(let callee, let arguments) = e.kind, let (name, _) = callee.calledName,
                        setters.contains(name), arguments.count == 1
                    else { return }
                    let mode = Self.mode(arguments[0].value)
                    found.append(mode)
                    if mode != nil, inApplication, conditions.isEmpty, !underBranch { pinnedByApplication = true }
                }
                JVMTreeWalk.statements(statements) { statement in
                    guard case .assignment(let target, "=", let value) = statement.kind,
                        case .member(_, let name, _) = target.kind, assigned.contains(name)
                    else { return }
                    found.append(Self.mode(value))
                } expression: { _ in
                }
            }
        }
        guard pinnedByApplication, let first = found.first, let mode = first,
            found.allSatisfy({ $0 == mode })
        else { return nil }
        return mode
    }

    /// What a statement setting the night mode to a constant (`AppCompatDelegate.setDefaultNightMode(MODE_NIGHT_YES)`,
    /// `delegate.localNightMode = MODE_NIGHT_NO`) makes true for the code after it: `defaultNightMode == MODE_NIGHT_YES`,
    /// a night-mode test (`JVMNightCondition`). AppCompat recreates the activity in that mode (`applyDayNight`), so a
    /// theme the same block applies next (Infinity's `case 1:` sets night mode on, then applies `Theme.Normal.NormalDark`)
    /// is shown in that mode only.
    static func condition(setBy statement: JVMStatement) -> JVMBranchCondition? {
        let mode: JVMExpression
        switch statement.kind {
        case .expression(let e):
            guard case .call(let callee, let arguments) = e.kind, let (name, _) = callee.calledName,
                setters.contains(name), arguments.count == 1
            else { return nil }
            mode = arguments[0].value
        case .assignment(let target, "=", let value):
            guard case .member(_, let name, _) = target.kind, assigned.contains(name) else { return nil }
            mode = value
        default: return nil
        }
        guard Self.mode(mode) != nil else { return nil }
        let current = JVMExpression(.name("defaultNightMode"), line: statement.line)
        return JVMBranchCondition(
            condition: JVMExpression(.binary("==", current, mode), line: statement.line), holds: true)
    }

    /// `AppCompatDelegate.MODE_NIGHT_YES` → true, `MODE_NIGHT_NO` → false; anything else nil.
    static func mode(_ e: JVMExpression) -> Bool? {
        switch e.kind {
        case .member(_, let name, _), .name(let name): modes[name]
        default: nil
        }
    }

    /// A class built on the platform's `Application` (directly or through classes of the code read).
    static func isApplication(_ name: String, index: JVMSymbolIndex) -> Bool {
        index.supertypes(of: name).contains { $0 == "Application" || $0.hasSuffix(".Application") }
    }
}
