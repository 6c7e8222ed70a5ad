import LegibleJVMSyntax

/// Layouts a helper sets as the content of an activity it is given: `SinglePaneActivity.onCreateFor(activity)` whose
/// body inflates `ActivitySinglepaneBinding` and calls `activity.setContentView(binding.root)`. The layout is shown by
/// the activities passing `this` for that parameter (`SinglePaneActivity.onCreateFor(this)` in
/// `DataLiberationActivity.onCreate`), followed through every caller as `AndroidThemeReceivers` follows a theme call
/// made on a parameter, and by their subclasses; not by the helper's own class, which shows nothing.
enum AndroidContentViewHelpers {
    /// Layout → the classes the helpers naming it set it as the content of, and the helpers' classes (layout owners,
    /// `AndroidLayoutUse.owner`).
    static func hosts(files: [JVMFile], uses: [String: [AndroidLayoutUse]], index: JVMSymbolIndex) -> [String: (
        classes: Set<String>, helpers: Set<String>
    )] {
        var result: [String: (classes: Set<String>, helpers: Set<String>)] = [:]
        for file in files {
            AndroidCodeThemes.forEachBody(of: file, index: index) { statements, scope, function in
                guard let function, !function.parameters.isEmpty else { return }
                let parameters = Set(function.parameters.map(\.name))
                var receivers = Set<String>()
                JVMTreeWalk.statements(statements) { _ in
                } expression: { e in
                    guard case .call(let callee, _) = e.kind, let (name, receiver) = callee.calledName,
                        name == "setContentView", let receiver,
                        let parameter = AndroidThemeReceivers.parameterName(receiver), parameters.contains(parameter)
                    else { return }
                    receivers.insert(parameter)
                }
                guard !receivers.isEmpty else { return }
                let lines = JVMTreeWalk.allLines(statements)
                let named = (uses[file.path] ?? []).filter { lines.contains($0.line) }
                guard !named.isEmpty else { return }
                var classes = Set<String>()
                for parameter in receivers.sorted() {
                    var visited = Set<String>()
                    classes.formUnion(
                        AndroidThemeReceivers.reach(
                            parameter: parameter, function: function, owner: scope.owner, file: file, index: index,
                            visited: &visited))
                }
                for name in classes { classes.formUnion(index.subtypes(of: name)) }
                guard !classes.isEmpty else { return }
                for use in named {
                    result[use.layout, default: ([], [])].classes.formUnion(classes)
                    result[use.layout, default: ([], [])].helpers.insert(use.owner)
                }
            }
        }
        return result
    }
}
