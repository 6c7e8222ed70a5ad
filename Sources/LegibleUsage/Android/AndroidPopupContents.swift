import LegibleJVMSyntax

/// The rows of a popup menu a file builds itself, read on the syntax tree: when the file creates a `PopupWindow(…)`,
/// each layout it inflates into a container it builds in code (`val container = LinearLayout(context)`, then
/// `inflate(R.layout.menu_row, container, false)` or `MenuRowBinding.inflate(inflater, container, false)`) is shown on
/// the popup, not on the activity's window.
enum AndroidPopupContents {
    /// `built`: the containers the file builds (`AndroidFileViews.built`, layouts and views).
    static func layouts(in file: JVMFile, built: Set<String>, index: JVMSymbolIndex) -> Set<String> {
        guard !built.isEmpty else { return [] }
        var createsPopup = false
        var inflated: [(layout: String, parent: String)] = []
        AndroidCodeThemes.forEachBody(of: file, index: index) { statements, _, _ in
            JVMTreeWalk.statements(statements) { _ in
            } expression: { e in
                guard case .call(let callee, let arguments) = e.kind, let (name, receiver) = callee.calledName else {
                    return
                }
                if name == "PopupWindow", index.types[name] == nil { createsPopup = true }
                guard name == "inflate", arguments.count >= 2, case .name(let parent) = arguments[1].value.kind else {
                    return
                }
                if let reference = arguments[0].value.resourceReference, reference.kind == "layout" {
                    inflated.append((reference.name, parent))
                } else if let path = receiver?.dottedPath, let layout = AndroidLayoutUse.layout(ofBinding: path) {
                    inflated.append((layout, parent))
                }
            }
        }
        guard createsPopup else { return [] }
        return Set(inflated.filter { built.contains($0.parent) }.map(\.layout))
    }
}
