import LegibleJVMSyntax

/// The night mode an activity forces for itself: its `onCreate` sets `AppCompatDelegate.setDefaultNightMode(
/// MODE_NIGHT_YES)` (or `delegate.localNightMode = MODE_NIGHT_NO`, `setLocalNightMode(…)`) as a statement of its own
/// body, or under a guard that tests the same mode (`if (getDefaultNightMode() != MODE_NIGHT_YES) { set(MODE_NIGHT_YES)
/// }`: either way the mode is YES after it). AppCompat applies the mode before the activity's views are inflated (before
/// `super.onCreate`) or recreates the activity in it (after), so the layouts shown only by that activity (and its
/// subclasses, whose `onCreate` runs the same body) are drawn in that night mode only. A mode from a preference or
/// `MODE_NIGHT_FOLLOW_SYSTEM` forces nothing (`AndroidNightModePin.mode` is nil): both night modes stay possible.
enum AndroidActivityNightModes {
    /// Class simple name → the night mode its `onCreate` (or an ancestor's) forces: true dark, false light.
    static func forced(files: [JVMFile], index: JVMSymbolIndex) -> [String: Bool] {
        var own: [String: Bool] = [:]
        for file in files {
            AndroidCodeThemes.forEachBody(of: file, index: index) { statements, scope, function in
                guard function?.name == "onCreate", let owner = scope.owner, let mode = forcedMode(statements) else {
                    return
                }
                own[owner.type.name] = mode
            }
        }
        var result = own
        for (name, mode) in own.sorted(by: { $0.key < $1.key }) {
            for subclass in index.subtypes(of: name) where own[subclass] == nil { result[subclass] = mode }
        }
        return result
    }

    /// Each layout (file name without `.xml`) whose inflating classes all force one night mode: that mode.
    static func layouts(inflaters: [String: Set<String>], forced: [String: Bool]) -> [String: Bool] {
        var result: [String: Bool] = [:]
        for (layout, classes) in inflaters where !classes.isEmpty {
            let modes = Set(classes.map { forced[$0] })
            if modes.count == 1, let only = modes.first, let mode = only { result[layout] = mode }
        }
        return result
    }

    /// The mode the statements of one body leave in force, read in order: the last statement setting a constant mode,
    /// or a guard testing that mode around such a statement; nil when none does.
    static func forcedMode(_ statements: [JVMStatement]) -> Bool? {
        var mode: Bool?
        for statement in statements {
            if let set = setMode(statement) {
                mode = set
            } else if let guarded = guardedMode(statement) {
                mode = guarded
            }
        }
        return mode
    }

    /// `setDefaultNightMode(MODE_NIGHT_YES)`, `localNightMode = MODE_NIGHT_NO`: the constant set; nil otherwise.
    static func setMode(_ statement: JVMStatement) -> Bool? {
        guard let condition = AndroidNightModePin.condition(setBy: statement),
            case .binary(_, _, let value) = condition.condition.kind
        else { return nil }
        return AndroidNightModePin.mode(value)
    }

    /// `if (getDefaultNightMode() != MODE_NIGHT_YES) { setDefaultNightMode(MODE_NIGHT_YES); … }` with no else: the mode
    /// holds on both paths, so it is forced.
    static func guardedMode(_ statement: JVMStatement) -> Bool? {
        guard case .expression(let e) = statement.kind, case .conditional(let test, let then, nil) = e.kind,
            case .binary("!=", let left, let right) = test.kind,
            let tested = AndroidNightModePin.mode(right) ?? AndroidNightModePin.mode(left)
        else { return nil }
        let body: [JVMStatement]
        switch then.kind {
        case .block(let statements): body = statements
        default: body = [JVMStatement(.expression(then), line: then.line)]
        }
        return body.compactMap(setMode).last == tested ? tested : nil
    }
}
