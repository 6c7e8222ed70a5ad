import LegibleJVMSyntax

/// Layouts one Kotlin or Java file sets as the custom view of the action bar it makes of a toolbar, read on the syntax
/// tree (AppCompat `ActionBar.setCustomView(View)` / `setCustomView(int)`, Kotlin `supportActionBar?.customView =
/// view`; the framework's `android.app.ActionBar` the same): once `setSupportActionBar(toolbar)` (or
/// `setActionBar(toolbar)`) makes a `Toolbar` the activity's action bar, `ToolbarWidgetWrapper.setCustomView` adds
/// the view into that toolbar, so the layout is drawn on the toolbar (its `android:background`), not on the window of
/// the fragment or activity whose code inflates it.
///
/// The toolbar is the one view the file hands to `setSupportActionBar` / `setActionBar`, found by id
/// (`binding.toolbar`, `findViewById(R.id.toolbar)`: `AndroidAddedViews.viewID`); the layout is `R.layout.x` itself
/// (`setCustomView(int)` inflates it), a view-binding variable's root (`searchBar.getRoot()`, `binding.root`), or a
/// name the file assigns one of those or an inflation of a layout. Its uses get that id as their `parentView`, so the
/// layout is walked inside the toolbar (`AndroidLayoutUse.parentView`). An action bar the theme draws (no toolbar
/// set) is not placed here.
enum AndroidActionBarCustomViews {
    /// The calls that make a toolbar the action bar.
    static let toolbarCalls: Set<String> = ["setSupportActionBar", "setActionBar"]

    /// Layout → the id of the toolbar it is the custom view of; empty unless the file sets exactly one toolbar.
    static func layouts(in file: JVMFile, bindings: [String: String], index: JVMSymbolIndex) -> [String: String] {
        var toolbars = Set<String>()
        var customViews: [JVMExpression] = []
        var assigned: [String: [JVMExpression]] = [:]
        AndroidCodeThemes.forEachBody(of: file, index: index) { statements, _, function in
            let views = AndroidAddedViews(statements, parameters: Set((function?.parameters ?? []).map(\.name)))
            JVMTreeWalk.statements(statements) { s in
                switch s.kind {
                case .local(let name, let value?): assigned[name, default: []].append(value)
                case .assignment(let target, "=", let value):
                    if case .member(_, "customView", _) = target.kind {
                        customViews.append(value)
                    } else if let name = AndroidDialogBuilders.assignedName(target) {
                        assigned[name, default: []].append(value)
                    }
                default: break
                }
            } expression: { e in
                guard case .call(let callee, let arguments) = e.kind, let called = callee.calledName,
                    let argument = arguments.first?.value, arguments.count == 1
                else { return }
                if toolbarCalls.contains(called.name) {
                    toolbars.insert(views.viewID(argument, depth: 0) ?? "")
                } else if called.name == "setCustomView", called.receiver != nil {
                    customViews.append(argument)
                }
            }
        }
        for (type, _) in file.allTypes {
            for property in type.members.properties {
                if let value = property.initializer { assigned[property.name, default: []].append(value) }
            }
        }
        guard toolbars.count == 1, let toolbar = toolbars.first, !toolbar.isEmpty else { return [:] }
        var found: [String: String] = [:]
        for view in customViews {
            for layout in AndroidDialogBuilders.Resolver.layouts(in: view, bindings: bindings, assigned: assigned) {
                found[layout] = toolbar
            }
        }
        return found
    }
}
