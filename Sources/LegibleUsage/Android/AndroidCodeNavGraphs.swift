import LegibleJVMSyntax

/// The navigation graphs code sets on a `NavController`, by the class whose code sets them, read on the syntax tree
/// (AndroidX Navigation `NavController.setGraph(@NavigationRes int, Bundle)` / `setGraph(NavGraph)`, Kotlin
/// `navController.graph = navController.navInflater.inflate(R.navigation.x)`): a `NavHostFragment` container given no
/// `app:navGraph` in its layout shows that graph's start destination, and the other fragments it navigates to, in the
/// container (`AndroidRowPlacement`). The graph is each `R.navigation.x` in the call's arguments or the assigned value.
enum AndroidCodeNavGraphs {
    /// Class (the outermost declared around the code) → graph names (file names without `.xml`).
    static func graphs(files: [JVMFile], index: JVMSymbolIndex) -> [String: Set<String>] {
        var found: [String: Set<String>] = [:]
        for file in files {
            AndroidCodeThemes.forEachBody(of: file, index: index) { statements, scope, _ in
                guard let owner = scope.owner.map({ $0.outer.first ?? $0.type.name }) else { return }
                func collect(_ e: JVMExpression) {
                    JVMTreeWalk.statements([JVMStatement(.expression(e), line: e.line)]) { _ in
                    } expression: { inner in
                        if let reference = inner.resourceReference, reference.kind == "navigation", !reference.platform
                        {
                            found[owner, default: []].insert(reference.name)
                        }
                    }
                }
                JVMTreeWalk.statements(statements) { s in
                    if case .assignment(let target, "=", let value) = s.kind, case .member(_, "graph", _) = target.kind
                    {
                        collect(value)
                    }
                } expression: { e in
                    guard case .call(let callee, let arguments) = e.kind, callee.calledName?.name == "setGraph",
                        let first = arguments.first?.value
                    else { return }
                    collect(first)
                }
            }
        }
        return found
    }
}
