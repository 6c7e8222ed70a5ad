import LegibleSwiftSyntax

extension SwiftEvaluator {
    /// The declarations a path may name by the end of their qualified name, as Swift's name lookup allows from
    /// `ctx`: a dotted path (`DcColors.defaultTextColor`) may be any type's member; a bare name (`textColor`) only a
    /// member of a type the code stands in, of one it inherits from or conforms to (through the app's types, or any
    /// extension of a platform type when the chain leaves the app), or a file-scope declaration. A bare name is never
    /// another type's member: `textColor` in `DocumentView` is not `DocumentView_SwiftUI.textColor`.
    func suffixMatches(_ path: [String], from ctx: SwiftEvaluationContext) -> [SwiftDeclarationID] {
        let matches = suffixMatches(path)
        guard path.count == 1, !ctx.scope.isEmpty, !matches.isEmpty else { return matches }
        let (reachable, leavesApp) = typesInScope(ctx.scope)
        return matches.filter { id in
            let scope = declaration(id).scope
            guard let owner = scope.last else { return true }
            // An extension of a platform type the chain may reach (`extension UIView { var themeTintColor … }`),
            // never of a color type: a view's bare name is not a static color.
            return reachable.contains(owner)
                || (leavesApp && !appTypeNames.contains(owner)
                    && !SwiftSystemColorNames.colorTypes.contains(owner))
        }
    }

    /// The last names of the types code in `scope` stands in and of every type they inherit from or conform to
    /// (transitively, through the inheritance clauses of the files read), and whether the chain reaches a type the
    /// files read do not declare (a platform class such as `UIView`).
    func typesInScope(_ scope: [String]) -> (names: Set<String>, leavesApp: Bool) {
        var names: Set<String> = []
        var pending = scope
        var leavesApp = false
        while let name = pending.popLast() {
            guard names.insert(name).inserted else { continue }
            guard appTypeNames.contains(name) else {
                leavesApp = true
                continue
            }
            pending += inheritanceByName[name] ?? []
        }
        return (names, leavesApp)
    }
}

extension SwiftEvaluator {
    /// The inheritance clauses of the files read by the type's last name (all its declarations and extensions), and
    /// the names of the types they declare (not extensions of other modules' types).
    static func inheritance(_ units: [SwiftSourceUnit]) -> (byName: [String: [String]], declared: Set<String>) {
        var byName: [String: [String]] = [:]
        var declared: Set<String> = []
        for unit in units {
            for t in unit.types {
                guard let name = t.path.last else { continue }
                if t.keyword != "extension" { declared.insert(name) }
                byName[name, default: []] += t.inherits.compactMap {
                    $0.split(separator: ".").last.map(String.init)
                }
            }
        }
        return (byName, declared)
    }
}
