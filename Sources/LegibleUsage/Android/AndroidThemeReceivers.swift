import LegibleJVMSyntax

/// The classes whose screens a theme call made on a parameter decides, followed back through every caller
/// (Android `Activity.setTheme` and `Resources.Theme.applyStyle` act on the activity they are called on, wherever the
/// call is written). KISS: `MainActivity.onCreate` makes `new ForwarderManager(this)`, whose constructor makes
/// `new InterfaceTweaks(mainActivity)`, whose constructor calls the static `applyTheme(mainActivity, prefs)`, which
/// calls `act.setTheme(R.style.…)`: the themes are `MainActivity`'s.
///
/// A receiver is followed when it is a parameter of the function or constructor the call is in (`act`,
/// `act.getTheme()`, Kotlin `act.theme`, `act!!`): each call of that function (by name and an argument count it
/// accepts; a constructor's constructions, `super(…)` included; a Kotlin class's primary-constructor parameter used in
/// `init { }`) passes an argument in its place, labelled or by position. `this` (Kotlin `this@Main`, Java
/// `Main.this`) there is the class making the call; another parameter is followed the same way, at any depth, each
/// function and parameter once. Anything else a caller passes (a field, `requireActivity()`) reaches no class here:
/// `AndroidCodeThemes.classesReached` keeps its own answer for those.
enum AndroidThemeReceivers {
    /// The classes (simple names) whose `this` reaches `receiver` through parameters; empty when the receiver is not a
    /// parameter or no caller passes `this`.
    static func classes(
        receiver: JVMExpression?, function: JVMFunction?, owner: JVMSymbolIndex.TypeEntry?, file: JVMFile,
        index: JVMSymbolIndex
    ) -> Set<String> {
        guard let receiver, let name = parameterName(receiver) else { return [] }
        var visited = Set<String>()
        return reach(parameter: name, function: function, owner: owner, file: file, index: index, visited: &visited)
    }

    /// The name a receiver is rooted at: `act` in `act`, `act!!`, `act.getTheme()`, `act.theme`.
    static func parameterName(_ e: JVMExpression) -> String? {
        switch e.kind {
        case .name(let name): return name == "this" || name == "super" ? nil : name
        case .unary("!!", let base, postfix: true): return parameterName(base)
        case .member(let base, "theme", _): return parameterName(base)
        case .call(let callee, let arguments) where arguments.isEmpty:
            guard case .member(let base, "getTheme", _) = callee.kind else { return nil }
            return parameterName(base)
        default: return nil
        }
    }

    /// The classes passing `this` for `parameter` of `function` (nil: the Kotlin primary constructor of `owner`).
    static func reach(
        parameter: String, function: JVMFunction?, owner: JVMSymbolIndex.TypeEntry?, file: JVMFile,
        index: JVMSymbolIndex, visited: inout Set<String>
    ) -> Set<String> {
        let declared: JVMFunction?
        let sites: [JVMWrites.Site]
        if let function, function.name != "constructor" {
            declared = function
            sites = (index.writes.calls[function.name] ?? []).filter {
                function.accepts(argumentCount: $0.arguments.count) && mayCall($0, declaredIn: owner, index: index)
            }
        } else if let owner {
            declared = function ?? JVMWrites.primaryConstructor(of: owner.type)
            sites = (index.writes.constructions[owner.type.name] ?? []).filter {
                declared?.accepts(argumentCount: $0.arguments.count) == true
            }
        } else {
            return []
        }
        guard let declared, let position = declared.parameters.firstIndex(where: { $0.name == parameter }),
            visited.insert("\(file.path):\(declared.line):\(parameter)").inserted
        else { return [] }
        var classes = Set<String>()
        for site in sites {
            guard let argument = argument(for: parameter, at: position, in: site.arguments) else { continue }
            classes.formUnion(origin(of: argument, at: site, index: index, visited: &visited))
        }
        return classes
    }

    /// Whether a call site may reach a function declared in `owner` (nil: at top level): one made on a type
    /// (`LookPicker.apply(…)`) names that type, an enclosing one or a subtype; one made on nothing, `this` or `super`
    /// is in that type, a subtype or a nested type. A call on a value (`picker.apply(…)`) is not typed here: it may.
    static func mayCall(_ site: JVMWrites.Site, declaredIn owner: JVMSymbolIndex.TypeEntry?, index: JVMSymbolIndex)
        -> Bool
    {
        guard let owner else { return true }
        let family = index.subtypes(of: owner.type.name).union([owner.type.name]).union(owner.outer)
        guard let receiver = site.receiver, receiver.dottedPath != "this", receiver.dottedPath != "super" else {
            return !family.isDisjoint(with: index.scopeTypes(of: site.owner))
        }
        guard let path = receiver.dottedPath, let last = path.split(separator: ".").last.map(String.init),
            index.types[last] != nil
        else { return true }
        return family.contains(last)
    }

    /// The argument a call passes for a parameter: the one labelled with its name, else the one at its position among
    /// the unlabelled ones.
    static func argument(for parameter: String, at position: Int, in arguments: [JVMArgument]) -> JVMExpression? {
        if let labelled = arguments.first(where: { $0.label == parameter }) { return labelled.value }
        let positional = arguments.filter { $0.label == nil }
        return positional.indices.contains(position) ? positional[position].value : nil
    }

    /// The classes an argument's value is the `this` of: the class making the call for `this`, the named class for
    /// `Main.this`, and the callers' for a parameter of the function making it.
    static func origin(
        of argument: JVMExpression, at site: JVMWrites.Site, index: JVMSymbolIndex, visited: inout Set<String>
    ) -> Set<String> {
        switch argument.kind {
        case .name("this"):
            return site.owner.map { [$0.type.name] } ?? []
        case .member(let base, "this", _):
            guard case .name(let type) = base.kind else { return [] }
            return [type] // Java `MainActivity.this`
        case .unary("!!", let base, postfix: true), .binary("as", let base, _):
            return origin(of: base, at: site, index: index, visited: &visited)
        case .name(let name):
            return reach(
                parameter: name, function: site.function, owner: site.owner, file: site.file, index: index,
                visited: &visited)
        default:
            return []
        }
    }
}
