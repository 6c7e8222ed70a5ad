import LegibleJVMSyntax

/// The code an app runs for every activity through `Application.registerActivityLifecycleCallbacks` (Android
/// "Application.ActivityLifecycleCallbacks"): the members of an anonymous `ActivityLifecycleCallbacks` object, of a
/// class implementing the interface (directly or through a base class of the code read), and the functions that code
/// calls (`ThemeHelper.apply(activity)`). A theme that code applies reaches every activity (`AndroidCodeThemes`).
struct AndroidLifecycleThemeCalls {
    /// `path:line` of each call inside an anonymous callbacks object.
    private var linesInCallbacks = Set<String>()
    /// `name/argument count` of each function the callbacks call.
    private var calledFromCallbacks = Set<String>()
    /// Whether a callback named `onActivityCreated` calls anything: it runs inside the activity's `super.onCreate`,
    /// after a `setTheme` the activity calls before it.
    private(set) var runsInsideOnCreate = false

    init(files: [JVMFile], index: JVMSymbolIndex) {
        for file in files {
            AndroidCodeThemes.forEachBody(of: file, index: index) { statements, _, _ in
                JVMTreeWalk.statements(statements) { _ in
                } expression: { e in
                    guard case .object(let supertypes, _, let members) = e.kind,
                        Self.isCallbacks(supertypes, index: index)
                    else { return }
                    record(members, file: file, anonymous: true)
                }
            }
            for (type, _) in file.allTypes where Self.isCallbacks(type.supertypes, index: index) {
                record(type.members, file: file, anonymous: false)
            }
        }
    }

    private mutating func record(_ members: JVMMembers, file: JVMFile, anonymous: Bool) {
        for function in members.functions {
            JVMTreeWalk.statements(function.body ?? []) { _ in
            } expression: { e in
                guard case .call(let callee, let arguments) = e.kind, let (name, _) = callee.calledName else { return }
                if anonymous { linesInCallbacks.insert("\(file.path):\(e.line)") }
                calledFromCallbacks.insert("\(name)/\(arguments.count)")
                if function.name == "onActivityCreated" { runsInsideOnCreate = true }
            }
        }
    }

    /// Whether supertypes as written (`ActivityLifecycleCallbacks`, `Application.ActivityLifecycleCallbacks`, a base
    /// class of the code read implementing it) make a class lifecycle callbacks.
    static func isCallbacks(_ supertypes: [String], index: JVMSymbolIndex) -> Bool {
        (supertypes + supertypes.flatMap { index.supertypes(of: $0) }).contains {
            $0.hasSuffix("ActivityLifecycleCallbacks")
        }
    }

    /// Whether the theme call `e` (in `function` of `owner`, in `file`) runs for every activity: it is in the
    /// callbacks, or in a function they call by name and argument count.
    func reaches(
        _ e: JVMExpression, in file: JVMFile, function: JVMFunction?, owner: JVMSymbolIndex.TypeEntry?,
        index: JVMSymbolIndex
    ) -> Bool {
        if linesInCallbacks.contains("\(file.path):\(e.line)") { return true }
        if let owner, Self.isCallbacks([owner.type.name], index: index) { return true }
        guard let function, !function.modifiers.contains("override") else { return false }
        return calledFromCallbacks.contains { entry in
            let parts = entry.split(separator: "/")
            return parts.first.map(String.init) == function.name
                && Int(parts.last ?? "").map { function.accepts(argumentCount: $0) } == true
        }
    }

    /// Whether an activity's own theme call `e` may be replaced by the callbacks': it is in `onCreate` before
    /// `super.onCreate(…)`, and a callback runs in `onActivityCreated` (dispatched from inside `super.onCreate`).
    func mayBeReplaced(_ e: JVMExpression, function: JVMFunction?, statements: [JVMStatement]) -> Bool {
        guard runsInsideOnCreate, function?.name == "onCreate" else { return false }
        var superLine: Int?
        JVMTreeWalk.statements(statements) { _ in
        } expression: { call in
            guard superLine == nil, case .call(let callee, _) = call.kind, let (name, receiver) = callee.calledName,
                name == "onCreate", receiver?.dottedPath == "super"
            else { return }
            superLine = call.line
        }
        return superLine.map { e.line < $0 } ?? false
    }

    /// The activity classes of the code read: each class whose superclass chain reaches a platform or library
    /// `…Activity` (`AppCompatActivity`, `FragmentActivity`) the code read does not declare.
    static func activities(index: JVMSymbolIndex) -> Set<String> {
        Set(
            index.types.keys.filter { name in
                index.types[name]?.contains { $0.type.kind == .class } == true
                    && index.supertypes(of: name).contains { $0.hasSuffix("Activity") && index.types[$0] == nil }
            })
    }
}
