import LegibleJVMSyntax

/// A theme and a night mode picked from the same entry of two parallel tables: a class that applies
/// `THEMES[index]` (`activity.setTheme(THEMES[index])`) and sets the night mode to `NIGHT_MODE[index]`
/// (`AppCompatDelegate.setDefaultNightMode(NIGHT_MODE[index])`), both arrays constants of that class written as
/// literals of the same length and read with the same index, pairs entry k of one with entry k of the other: the
/// style of entry k is shown in that entry's night mode (AppCompat recreates the activity in it, `applyDayNight`).
/// A style in several entries is shown in every mode they give; `MODE_NIGHT_FOLLOW_SYSTEM`, `MODE_NIGHT_AUTO_TIME` or
/// any mode not a constant gives both (`AndroidNightModePin.mode`). Tasks' `ThemeBase` pairs `R.style.Wallpaper` with
/// `MODE_NIGHT_YES` only: the wallpaper theme is never drawn by day.
///
/// Only tables the class itself declares (Java `static final int[] X = new int[] { … }`, Kotlin `arrayOf(…)`,
/// `intArrayOf(…)`, in the class or its companion object) are read, and only when every night-mode call the class makes
/// with that index reads a table of the same length; otherwise nothing is said and the theme keeps both modes.
enum AndroidThemeTableNightModes {
    /// The night modes each style (as `R.style` spells it) of the table `argument` reads (`THEMES[index]`) is shown
    /// in, nil when the class making the call sets no night mode from a parallel table.
    static func nights(of argument: JVMExpression, scope: JVMResourceEvaluator.Scope) -> [String: Set<Bool>]? {
        guard case .index(let base, let indices) = argument.kind, indices.count == 1,
            let key = indexKey(indices[0]), let tableName = lastName(base), let owner = scope.owner
        else { return nil }
        let tables = Self.tables(in: owner.type)
        guard let themes = tables[tableName] else { return nil }
        // Every call setting the night mode from a table read with the same index.
        var modes: [[JVMExpression]] = []
        var unmatched = false
        JVMTreeWalk.statements(owner.type.members.code) { _ in
        } expression: { e in
            guard case .call(let callee, let arguments) = e.kind, let (name, _) = callee.calledName,
                AndroidNightModePin.setters.contains(name), arguments.count == 1,
                case .index(let table, let at) = arguments[0].value.kind, at.count == 1, indexKey(at[0]) == key
            else { return }
            guard let modeTable = lastName(table).flatMap({ tables[$0] }), modeTable.count == themes.count else {
                unmatched = true
                return
            }
            modes.append(modeTable)
        }
        guard !modes.isEmpty, !unmatched else { return nil }
        var nights: [String: Set<Bool>] = [:]
        for (k, theme) in themes.enumerated() {
            guard let style = styleName(theme) else { continue }
            for table in modes {
                let night = AndroidNightModePin.mode(table[k])
                nights[style, default: []].formUnion(night.map { [$0] } ?? [false, true])
            }
        }
        return nights
    }

    /// `result` with each style `nights` gives one night mode for tagged with it (a value a branch chose for the other
    /// mode is never shown, and dropped); unchanged when `nights` is nil.
    static func tagged(_ result: JVMResourceEvaluator.Result, nights: [String: Set<Bool>]?)
        -> JVMResourceEvaluator.Result
    {
        guard let nights else { return result }
        var out = result
        out.values = result.values.compactMap { value in
            guard let modes = nights[value.name], modes.count == 1, let night = modes.first else { return value }
            if let own = value.night { return own == night ? value : nil }
            var tagged = value
            tagged.night = night
            return tagged
        }
        return out
    }

    /// The array constants `type` declares (and its companion object), by name: their elements as written.
    static func tables(in type: JVMType) -> [String: [JVMExpression]] {
        var tables: [String: [JVMExpression]] = [:]
        let companions = type.members.types.filter { $0.kind == .companionObject }
        for property in type.members.properties + companions.flatMap(\.members.properties) where !property.isMutable {
            guard case .call(let callee, let arguments)? = property.initializer?.kind,
                case .name(let name) = callee.kind, arrayLiterals.contains(name),
                arguments.allSatisfy({ $0.label == nil })
            else { continue }
            tables[property.name] = arguments.map(\.value)
        }
        return tables
    }

    /// Calls that build an array from their arguments (a Java array initializer reads as `arrayOf`).
    static let arrayLiterals: Set<String> = ["arrayOf", "intArrayOf"]

    /// `R.style.Wallpaper` → `Wallpaper`; nil for anything else (a platform style, a computed value).
    static func styleName(_ e: JVMExpression) -> String? {
        guard let path = e.dottedPath else { return nil }
        let parts = path.split(separator: ".")
        guard parts.count == 3, parts[0] == "R", parts[1] == "style" else { return nil }
        return String(parts[2])
    }

    /// The index as written, without `this.` (`index`, `this.index`, `themeIndex`).
    static func indexKey(_ e: JVMExpression) -> String? {
        guard let path = e.dottedPath else { return nil }
        return path.hasPrefix("this.") ? String(path.dropFirst(5)) : path
    }

    /// The last name of a table reference (`THEMES`, `ThemeBase.THEMES`, `Companion.THEMES`).
    static func lastName(_ e: JVMExpression) -> String? {
        e.dottedPath.flatMap { $0.split(separator: ".").last.map(String.init) }
    }
}
