import LegibleJVMSyntax

/// A background a class sets on its own root view in a method its subclasses inherit: AndroidX `Fragment` passes the
/// view `onCreateView` returned to `onViewCreated(view, …)` (`Fragment.performCreateView`), and `requireView()` /
/// `getView()` return it, so a base class's `override fun onViewCreated(view: View, …) { super.onViewCreated(…);
/// view.setBackgroundColor(…) }` paints the root of whatever layout each subclass shows — every subclass whose own
/// override calls `super.onViewCreated(…)` (a method an override replaces without calling `super` never runs).
///
/// The layout whose root that view is, per class: the nearest class on the chain (from the subclass up to the one
/// writing) that overrides `onCreateView` or passes `R.layout.x` to `Fragment(…)`, when every `return` gives one
/// layout's root (`AndroidViewCreatedRoots.returnedLayout`); when that `onCreateView` returns a view the subclass fills
/// in (a base's `binding.root` of a generic `VB` the subclass inflates), the one layout the subclass's own code
/// inflates. A subclass showing several layouts with none pinned gets the background on a view no id pins (its pairs
/// need review); a chain with no `onCreateView` and no layout has no view, and `onViewCreated` is never called.
enum AndroidInheritedRootWrites {
    /// The class and function a body is in, and how a receiver there names the class's own root view.
    struct OwnRoot {
        let className: String
        let function: JVMFunction
        /// `onViewCreated`'s parameter is already pinned to the class's own layout (`AndroidViewCreatedRoots`).
        let parameterPinned: Bool

        /// `@ownroot:Class:function`.
        var id: String { "\(AndroidCodeColor.ownRootID):\(className):\(function.name)" }

        /// Whether `receiver` is the class's root view: `onViewCreated`'s view parameter (when no layout of the
        /// file's pins it), `requireView()`, `getView()`.
        func isRoot(_ receiver: JVMExpression) -> Bool {
            switch AndroidFileViews.uncast(receiver).kind {
            case .name(let name):
                return !parameterPinned && function.name == "onViewCreated"
                    && function.parameters.first?.name == name
            case .call(let callee, let arguments) where arguments.isEmpty:
                guard let (name, base) = callee.calledName, rootGetters.contains(name) else { return false }
                return base == nil || base?.dottedPath == "this"
            default:
                return false
            }
        }
    }

    /// `Fragment.requireView()`, `Fragment.getView()`.
    static let rootGetters: Set<String> = ["requireView", "getView"]

    /// The line of each function of a class `file` declares → that class's simple name.
    static func functionClasses(in file: JVMFile) -> [Int: String] {
        var result: [Int: String] = [:]
        for (type, _) in file.allTypes where type.kind == .class {
            for function in type.members.functions where function.body != nil { result[function.line] = type.name }
        }
        return result
    }

    /// `@ownroot:Class:function` → the class and the function.
    static func parse(_ id: String) -> (className: String, function: String)? {
        let parts = id.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0] == AndroidCodeColor.ownRootID else { return nil }
        return (String(parts[1]), String(parts[2]))
    }

    /// Whether `function` of `base` runs on instances of `name`: no class on the chain from `name` up to `base`
    /// overrides it without calling `super.function(…)`.
    static func runs(_ function: String, of base: String, on name: String, index: JVMSymbolIndex) -> Bool {
        var current = name
        var seen = Set<String>()
        while current != base, seen.insert(current).inserted, let entry = index.types[current]?.first {
            if let own = entry.type.members.functions.first(where: { $0.name == function && $0.body != nil }),
                !callsSuper(function, in: own.body ?? [])
            {
                return false
            }
            guard let next = entry.type.supertypes.first else { return false }
            current = next
        }
        return current == base
    }

    /// Whether `statements` call `super.function(…)`.
    static func callsSuper(_ function: String, in statements: [JVMStatement]) -> Bool {
        var found = false
        JVMTreeWalk.statements(statements) { _ in
        } expression: { e in
            guard case .call(let callee, _) = e.kind, let (name, receiver) = callee.calledName, name == function,
                receiver?.dottedPath == "super"
            else { return }
            found = true
        }
        return found
    }

    /// The root view of instances of `name`, which inherits code from `base`.
    enum Root: Equatable {
        /// The root of that layout.
        case layout(String)
        /// The class shows several layouts and none is pinned as the root.
        case unpinned(Set<String>)
        /// No class on the chain makes a view (no `onCreateView`, no layout passed to the constructor).
        case none
    }

    /// The root view of `name`'s instances: the layout the nearest `onCreateView` (or constructor layout) on the
    /// chain up to `base` returns, else the one layout `name`'s own code inflates (`inflated`: class → layouts).
    static func root(
        of name: String, base: String, index: JVMSymbolIndex, bindings: [String: [String: String]],
        inflated: [String: Set<String>]
    ) -> Root {
        var current = name
        var seen = Set<String>()
        var makesView = false
        while seen.insert(current).inserted, let entry = index.types[current]?.first {
            let functions = entry.type.members.functions
            let passesLayout = entry.type.superclassArguments.contains { $0.value.resourceReference?.kind == "layout" }
            if functions.contains(where: { $0.name == "onCreateView" && $0.body != nil }) || passesLayout {
                makesView = true
                if let layout = AndroidViewCreatedRoots.returnedLayout(
                    of: functions, type: entry.type, bindings: bindings[entry.file.path] ?? [:])
                {
                    return .layout(layout)
                }
                break
            }
            guard current != base, let next = entry.type.supertypes.first else { break }
            current = next
        }
        guard makesView else { return .none }
        let own = inflated[name] ?? []
        if own.count == 1, let layout = own.first { return .layout(layout) }
        return own.isEmpty ? .none : .unpinned(own)
    }
}
