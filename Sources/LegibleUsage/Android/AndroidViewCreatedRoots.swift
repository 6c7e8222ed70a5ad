import LegibleJVMSyntax

/// The view a fragment's `onViewCreated(view, …)` is given: the one its `onCreateView` returned (AndroidX
/// `Fragment.performCreateView` passes `mView` to `onViewCreated`), so when every `return` of `onCreateView` gives
/// the root of one layout (`inflater.inflate(R.layout.x, container, false)`, a local holding it, a binding's `root`),
/// or the class passes `R.layout.x` to `Fragment(…)` and has no `onCreateView` of its own, the parameter is x's root
/// element: `view.background = …`, `view.setBackgroundColor(…)` there write on x's root, not on a view no id pins.
enum AndroidViewCreatedRoots {
    /// The line of each `onViewCreated` function of `file` → its view parameter and the layout whose root it is.
    static func roots(in file: JVMFile, bindings: [String: String]) -> [Int: (parameter: String, layout: String)] {
        var result: [Int: (parameter: String, layout: String)] = [:]
        for (type, _) in file.allTypes {
            let functions = type.members.functions
            guard let created = functions.first(where: { $0.name == "onViewCreated" && $0.body != nil }),
                let parameter = created.parameters.first?.name,
                let layout = returnedLayout(of: functions, type: type, bindings: bindings)
            else { continue }
            result[created.line] = (parameter, layout)
        }
        return result
    }

    /// The one layout whose root `onCreateView` returns on every `return`, else the layout the class passes to its
    /// superclass's constructor when it does not override `onCreateView`.
    static func returnedLayout(of functions: [JVMFunction], type: JVMType, bindings: [String: String]) -> String? {
        guard let create = functions.first(where: { $0.name == "onCreateView" }) else {
            let layouts = type.superclassArguments.compactMap { argument -> String? in
                guard let reference = argument.value.resourceReference, reference.kind == "layout" else { return nil }
                return reference.name
            }
            return layouts.count == 1 ? layouts[0] : nil
        }
        guard let body = create.body else { return nil }
        let locals = AndroidInflatedLocals(body, bindings: bindings)
        var layouts = Set<String?>()
        JVMTreeWalk.statements(body) { s in
            guard case .return(let value) = s.kind else { return }
            layouts.insert(
                value.flatMap { v in
                    locals.view(v).flatMap { $0.id == nil ? $0.layout : nil }
                        ?? AndroidInflatedLocals.inflatedLayout(v, bindings: bindings)
                })
        } expression: { _ in
        }
        guard layouts.count == 1, let layout = layouts.first ?? nil else { return nil }
        return layout
    }
}

extension AndroidInflatedLocals {
    /// These locals with `name` (a parameter the function is given) holding `layout`'s root, unless the function
    /// declares a local of that name itself.
    func adding(parameter name: String, root layout: String) -> AndroidInflatedLocals {
        guard roots[name] == nil, found[name] == nil else { return self }
        var copy = self
        copy.setRoot(name, layout)
        return copy
    }
}
