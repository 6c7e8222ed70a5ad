import Foundation
import LegibleJVMSyntax
import LegiblePalette

/// The themes Kotlin and Java code applies, evaluated on the syntax tree (`JVMResourceEvaluator`), as Android
/// Lint's detectors ask "calls to a method named X" and evaluate their arguments:
///
/// - each `setTheme(expr)` (`context.setTheme`, `activity?.setTheme`, `this.setTheme`) and `theme.applyStyle(expr, …)`
///   call of the platform — not a call to a `setTheme` the code read declares itself (`ThemeHelper.setTheme(this)`),
///   whose own `setTheme` calls are read where they are;
/// - `expr` evaluated to every style resource it can be, over all branches and through helper functions declared
///   anywhere in the code read (`setTheme(Themes.forPreference(context))` → `R.style.Light`, `R.style.Dark`,
///   `R.style.TrueBlack`);
/// - what cannot be known (a helper in a library not read, `getIdentifier(…)`, a value from a server) is an unknown
///   with its file and line, and the classes it reaches: the class making the call, the classes calling the function
///   it is in (two levels), and every class inheriting one of those (`class MainActivity : BaseActivity()`); a call
///   whose value depends on a parameter of the helper it is in (`fun applyFrom(styles: Map<String, Int>)`) is
///   evaluated per call of that helper, with its arguments, for the calling class and its subclasses; a call made on
///   a parameter (`act.setTheme(…)` in a static `applyTheme(Activity act, …)`) reaches the classes passing `this` for
///   it, through every caller, constructors included, at any depth (`AndroidThemeReceivers`);
/// - a call in the app's activity lifecycle callbacks (`registerActivityLifecycleCallbacks(object :
///   ActivityLifecycleCallbacks { … activity.setTheme(…) })`, a class implementing them), or in a function those
///   callbacks call, reaches every activity of the code read (`AndroidLifecycleThemeCalls`). An activity whose own
///   code (or its base class's) calls `setTheme` too keeps its own themes: its `onCreate` runs after
///   `onActivityPreCreated`, and a `setTheme` before `super.onCreate` is the only one `onActivityCreated` overrides —
///   such an activity gets both sets, since which one wins is not known;
/// - a call inside a branch whose condition tests night mode (`if (forcedIsNight ?: isNightMode) setTheme(…_Dark)`,
///   `JVMNightCondition`), after a statement of its block that sets the night mode to a constant
///   (`AppCompatDelegate.setDefaultNightMode(MODE_NIGHT_YES)`: `AndroidNightModePin.condition(setBy:)`), or a value
///   chosen by such a branch inside the argument or a helper, applies its styles in that night mode only
///   (`Applied.nights`), as does a style read from a table (`THEMES[index]`) whose entries go with those of a table
///   of night modes the same class sets (`AndroidThemeTableNightModes`); an `applyStyle` call under any condition (a
///   preference switch) is optional (`Applied.optional`): the catalog crosses both with the themes
///   (`AndroidThemeCatalog`).
struct AndroidCodeThemes {
    /// A style the code can apply, as `R.style` writes it (`Theme_App_Dark`), with where it is written.
    struct Applied {
        let name: String
        let location: SourceLocation
        /// The night modes a call applies it in (`AndroidCodeTheme.nights`), over every call.
        var nights: Set<Bool>
        /// Applied with `applyStyle`.
        var appliedOver: Bool
        /// Some call applies it only under a condition.
        var optional: Bool
    }

    /// A theme the code applies that cannot be known, and the classes whose screens it decides.
    struct Unknown {
        /// What could not be followed: `LibraryThemes.current(…) is not in the code read (BaseActivity.kt:9)`.
        let detail: String
        /// The `setTheme` call.
        let call: SourceLocation
        /// `setTheme`, `applyStyle` or `setTo`.
        let method: String
        /// Simple names of the classes the theme reaches.
        let classes: Set<String>
    }

    private(set) var applied: [Applied] = []
    /// Simple class name → the styles (`R.style` spelling) the code applies to it (its own calls, its helpers', its
    /// superclasses').
    private(set) var classThemes: [String: Set<String>] = [:]
    private(set) var unknowns: [Unknown] = []
    /// The night mode the Application pins (`AndroidNightModePin`), nil when the system or the user decides.
    private(set) var pinnedNight: Bool?
    /// Function name → the classes whose code calls it (`ThemeHelper.apply(this)` in `BaseActivity`).
    private(set) var callerClasses: [String: Set<String>] = [:]
    /// Whether any code read asks the system's night mode (`AndroidSystemNightMode`): then a theme the code picks
    /// for night may be what system dark mode shows.
    private(set) var readsSystemNightMode = false
    static let themeCalls: Set<String> = ["setTheme", "applyStyle", "setTo"]

    /// Whether a call named `name` on `receiver` is one of the platform's theme calls: `setTheme` and `applyStyle`, and
    /// `Resources.Theme.setTo(other)` on an activity's own theme (`getTheme().setTo(wrapper.getTheme())`, Kotlin
    /// `theme.setTo(…)`), which copies another theme into it — a theme applied in code like `setTheme`, whose value
    /// (the theme of a `ContextThemeWrapper` made from a style chosen at run time) is followed like any other.
    static func isThemeCall(_ name: String, receiver: JVMExpression?) -> Bool {
        guard themeCalls.contains(name) else { return false }
        guard name == "setTo" else { return true }
        switch receiver?.kind {
        case .call(let callee, let arguments)?: return arguments.isEmpty && callee.calledName?.name == "getTheme"
        case .name(let n)?: return n == "theme"
        case .member(_, let n, _)?: return n == "theme"
        default: return false
        }
    }

    /// `typedArrays`: the app's typed-array resources (`AndroidTypedArrays`), which a theme read with
    /// `getResourceId` from `obtainTypedArray(R.array.x)` is an item of.
    init(
        files: [JVMSourceFile], index: JVMSymbolIndex,
        typedArrays: [String: [JVMResourceEvaluator.ArrayItem]] = [:]
    ) {
        var evaluator = JVMResourceEvaluator(index: index, kind: "style")
        evaluator.typedArrays = typedArrays
        evaluator.followsNightBranches = true
        evaluator.valuedArguments = AndroidThemeSetters.styledConstructions
        evaluator.receiverValuedNames = AndroidThemeSetters.themeOfWrapper
        let nightTest = JVMNightCondition(index: index)
        var calls: [(argument: JVMExpression, scope: JVMResourceEvaluator.Scope, function: String?, isOverride: Bool)] =
            []
        // Per call: the night mode its enclosing branches choose (nil: both; `.some(nil)` never: contradictory
        // branches are dropped), whether it is `applyStyle`, whether it runs only under a condition.
        var callFacts: [(night: Bool?, appliedOver: Bool, optional: Bool, method: String)] = []
        var callerClasses: [String: Set<String>] = [:]
        // Per call: the classes passing `this` for the parameter it is made on (`AndroidThemeReceivers`).
        var receiverClasses: [Set<String>] = []
        // Per call: the activity types a test on its receiver lets it run for (`AndroidActivityTypeThemes`).
        var typeTests: [Set<String>?] = []
        let lifecycle = AndroidLifecycleThemeCalls(files: files.map(\.syntax), index: index)
        var appWide: [Bool] = []
        var overriddenOwnCalls = Set<String>()
        for file in files.map(\.syntax) {
            Self.forEachBody(of: file, index: index) { statements, scope, function in
                var nightSets = Set<JVMBranchCondition>()
                let sets: (JVMStatement) -> JVMBranchCondition? = { statement in
                    let made = AndroidNightModePin.condition(setBy: statement)
                    if let made { nightSets.insert(made) }
                    return made
                }
                JVMTreeWalk.branchedExpressions(statements, sets: sets) { e, conditions, underBranch in
                    guard case .call(let callee, let arguments) = e.kind, let (name, receiver) = callee.calledName
                    else { return }
                    // A caller of a helper (`ThemeHelper.apply(this)`); `super.onCreate(…)` calls no helper.
                    if let owner = scope.owner?.outer.first ?? scope.owner?.type.name, receiver?.dottedPath != "super" {
                        callerClasses[name, default: []].insert(owner)
                    }
                    guard Self.isThemeCall(name, receiver: receiver), let first = arguments.first?.value,
                        name == "applyStyle" || arguments.count == 1,
                        !Self.declaredInCode(
                            name, receiver: receiver, arguments: arguments.count,
                            argumentIsThis: Self.isThis(first), scope: scope, index: index)
                    else { return }
                    guard let night = Self.nightMode(under: conditions, in: scope, test: nightTest) else { return }
                    calls.append((first, scope, function?.name, function?.modifiers.contains("override") == true))
                    receiverClasses.append(
                        AndroidThemeReceivers.classes(
                            receiver: receiver, function: function, owner: scope.owner, file: file, index: index))
                    typeTests.append(AndroidActivityTypeThemes.types(guarding: e, receiver: receiver, in: statements))
                    // Setting the night mode first is no condition the call runs under.
                    let optional = underBranch || conditions.contains { !nightSets.contains($0) }
                    callFacts.append((night, name == "applyStyle", optional, name))
                    appWide.append(lifecycle.reaches(e, in: file, function: function, owner: scope.owner, index: index))
                    if let owner = scope.owner, lifecycle.mayBeReplaced(e, function: function, statements: statements) {
                        overriddenOwnCalls.insert(owner.type.name)
                    }
                }
            }
        }
        self.callerClasses = callerClasses
        readsSystemNightMode = AndroidSystemNightMode.isRead(in: files.map(\.syntax), index: index)
        pinnedNight = AndroidNightModePin.pinned(files: files.map(\.syntax), index: index)
        var seen = Set<String>()
        // The activities whose own code (or base class's) sets a theme keep it; the others get the app-wide one.
        let activities = AndroidLifecycleThemeCalls.activities(index: index)
        var choosingOwn = Set<String>()
        for (((call, wide), passing), tested) in zip(zip(zip(calls, appWide), receiverClasses), typeTests) where !wide {
            var own = Self.classesReached(by: call, callerClasses: callerClasses, index: index)
            own.formUnion(passing.reduce(into: passing) { $0.formUnion(index.subtypes(of: $1)) })
            choosingOwn.formUnion(AndroidActivityTypeThemes.restrict(own, to: tested, index: index))
        }
        let overridden = overriddenOwnCalls.reduce(into: overriddenOwnCalls) { $0.formUnion(index.subtypes(of: $1)) }
        var tested: Set<String>?
        func record(
            _ result: JVMResourceEvaluator.Result, _ call: SourceLocation, classes: Set<String>,
            facts: (night: Bool?, appliedOver: Bool, optional: Bool, method: String)
        ) {
            let classes = AndroidActivityTypeThemes.restrict(classes, to: tested, index: index)
            let result = evaluator.tagged(result, night: facts.night)
            // A call whose argument can be several styles (an enum property over its constants, a `when`) applies
            // one of them: each is a choice, as under a condition.
            let choice = facts.appliedOver && Set(result.values.filter { !$0.platform }.map(\.name)).count > 1
            for value in result.values where !value.platform {
                let nights: Set<Bool> = value.night.map { [$0] } ?? [false, true]
                let optional = facts.optional || choice
                if seen.insert(value.name).inserted {
                    applied.append(
                        Applied(
                            name: value.name, location: SourceLocation(path: value.path, line: value.line),
                            nights: nights, appliedOver: facts.appliedOver, optional: optional))
                } else if let i = applied.firstIndex(where: { $0.name == value.name }) {
                    applied[i].nights.formUnion(nights)
                    applied[i].optional = applied[i].optional || optional
                }
            }
            for name in classes {
                classThemes[name, default: []].formUnion(result.values.filter { !$0.platform }.map(\.name))
            }
            guard let first = result.unknowns.first else { return }
            let place = "\((first.path as NSString).lastPathComponent):\(first.line)"
            unknowns.append(
                Unknown(
                    detail: "\(first.detail) (\(place))", call: call,
                    method: facts.method, classes: classes))
        }
        for ((((call, wide), facts), passing), test) in zip(
            zip(zip(zip(calls, appWide), callFacts), receiverClasses), typeTests)
        {
            tested = test
            // A style read from a table whose parallel table gives the night mode (`AndroidThemeTableNightModes`).
            let tableNights = AndroidThemeTableNightModes.nights(of: call.argument, scope: call.scope)
            func paired(_ result: JVMResourceEvaluator.Result) -> JVMResourceEvaluator.Result {
                AndroidThemeTableNightModes.tagged(result, nights: tableNights)
            }
            let result = evaluator.evaluate(call.argument, in: call.scope)
            let location = SourceLocation(path: call.scope.file.path, line: call.argument.line)
            // A helper whose parameter decides the theme (`ThemeHelper.setTheme(themeMap)`): each caller's argument
            // gives the themes of the caller's class and its subclasses.
            let sites = wide || result.unknowns.isEmpty ? [] : Self.callSites(of: call, index: index)
            if !sites.isEmpty {
                for site in sites {
                    guard let owner = site.owner else { continue }
                    let name = owner.outer.first ?? owner.type.name
                    record(
                        paired(evaluator.evaluate(call.argument, in: call.scope, calledFrom: site)), location,
                        classes: index.subtypes(of: name).union([name]), facts: facts)
                }
                continue
            }
            // A helper whose fields a setter filled (`themeChanger.setThemes(R.style.Light, R.style.Dark)`): each
            // call of the setter gives the themes of the class making it and its subclasses.
            if !wide,
                let setter = AndroidThemeSetters.setter(
                    of: result, callIn: call.scope.declaration, path: call.scope.file.path),
                case let setterCalls = AndroidThemeSetters.calls(of: setter, index: index), !setterCalls.isEmpty
            {
                for site in setterCalls {
                    guard let owner = site.owner else { continue }
                    let name = owner.outer.first ?? owner.type.name
                    record(
                        paired(
                            evaluator.evaluate(call.argument, in: call.scope, settersCalledFrom: site, setter: setter)),
                        location, classes: index.subtypes(of: name).union([name]), facts: facts)
                }
                continue
            }
            var classes = Self.classesReached(by: call, callerClasses: callerClasses, index: index)
            // Made on a parameter: the activities passing `this` for it, through every caller.
            for name in passing { classes.formUnion(index.subtypes(of: name).union([name])) }
            if wide { classes.formUnion(activities.filter { !choosingOwn.contains($0) || overridden.contains($0) }) }
            record(paired(result), location, classes: classes, facts: facts)
        }
    }

    /// The night mode the branches a call is in choose (`if (isNightMode) { setTheme(…) }`: true), `.some(nil)` when
    /// none tests night mode, nil when they contradict each other (the call never runs).
    static func nightMode(
        under conditions: [JVMBranchCondition], in scope: JVMResourceEvaluator.Scope, test: JVMNightCondition
    ) -> Bool?? {
        var night: Bool?
        for condition in conditions {
            guard let holds = test.night(when: condition.condition, in: scope) else { continue }
            let mode = condition.holds ? holds : !holds
            if let night, night != mode { return nil }
            night = mode
        }
        return .some(night)
    }

    /// The calls of the helper function a theme call is in, with as many arguments as it takes (not an override, which
    /// the platform calls; not the helper's own recursive calls).
    static func callSites(
        of call: (argument: JVMExpression, scope: JVMResourceEvaluator.Scope, function: String?, isOverride: Bool),
        index: JVMSymbolIndex
    ) -> [JVMWrites.Site] {
        guard let function = call.scope.declaration, !function.parameters.isEmpty, !call.isOverride else { return [] }
        return (index.writes.calls[function.name] ?? []).filter { site in
            function.accepts(argumentCount: site.arguments.count) && site.owner != nil
                && !(site.file.path == call.scope.file.path && site.function?.line == function.line)
        }
    }

    /// The classes a theme call decides: the class making it, the classes calling the function it is in (not for an
    /// override such as `onCreate`, which the platform calls on its own class), and every class inheriting one of them.
    static func classesReached(
        by call: (argument: JVMExpression, scope: JVMResourceEvaluator.Scope, function: String?, isOverride: Bool),
        callerClasses: [String: Set<String>], index: JVMSymbolIndex
    ) -> Set<String> {
        var classes = Set<String>()
        if let owner = call.scope.owner { classes.insert(owner.outer.first ?? owner.type.name) }
        // The classes calling the function the call is in (`ThemeHelper.apply(this)` in `BaseActivity`).
        if let function = call.function, !call.isOverride { classes.formUnion(callerClasses[function] ?? []) }
        for name in classes { classes.formUnion(index.subtypes(of: name)) }
        return classes
    }

    /// Whether a call named `name` reaches a function the code read declares (a helper named like the platform's
    /// method), not the platform's `setTheme`.
    static func declaredInCode(
        _ name: String, receiver: JVMExpression?, arguments: Int, argumentIsThis: Bool = false,
        scope: JVMResourceEvaluator.Scope, index: JVMSymbolIndex
    ) -> Bool {
        let declared = (index.functions[name] ?? []).filter {
            $0.value.accepts(argumentCount: arguments) && $0.value.body != nil
        }
        guard !declared.isEmpty else { return false }
        if let path = receiver?.dottedPath, index.types[path.split(separator: ".").last.map(String.init) ?? path] != nil
        {
            return true // `ThemeHelper.setTheme(this)`
        }
        // `settings.look().setTheme(this)`: the platform's `setTheme(int resid)` never takes `this`; an app
        // function of that name whose parameter is no resource id (`fun setTheme(activity: AppCompatActivity)`, on
        // an enum of looks) is the one called, whose own `activity.setTheme(theme)` is read where it is.
        if let receiver, receiver.dottedPath != "this",
            declared.contains(where: { $0.value.parameters.first.map { !isResourceID($0.type) } ?? false }),
            arguments == 1, argumentIsThis
        {
            return true
        }
        guard receiver == nil else { return false }
        let scopeTypes = Set(index.scopeTypes(of: scope.owner))
        return declared.contains { member in
            member.owner.map { scopeTypes.contains($0.type.name) } ?? (member.file.path == scope.file.path)
        }
    }

    /// `this`, Java `Main.this` (Kotlin `this@Main` reads as `this`).
    static func isThis(_ e: JVMExpression) -> Bool {
        switch e.kind {
        case .name("this"), .member(_, "this", _): true
        default: false
        }
    }

    /// Whether a parameter type is a resource id (`Int`, `int`, `Integer`, `@StyleRes int`).
    static func isResourceID(_ type: String) -> Bool {
        let plain = type.split(separator: " ").last.map(String.init) ?? type
        return ["Int", "int", "Integer", "Int?", ""].contains(plain)
    }

    /// Calls `body` with every block of code in `file`: function bodies, initializers, property initializers and
    /// getters, each with the scope its names resolve in.
    static func forEachBody(
        of file: JVMFile, index: JVMSymbolIndex,
        _ body: ([JVMStatement], JVMResourceEvaluator.Scope, JVMFunction?) -> Void
    ) {
        func visit(_ members: JVMMembers, owner: JVMSymbolIndex.TypeEntry?) {
            for function in members.functions {
                body(
                    function.body ?? [], JVMResourceEvaluator.Scope(file: file, owner: owner, function: function),
                    function)
            }
            let scope = JVMResourceEvaluator.Scope(file: file, owner: owner, function: nil)
            for initializer in members.initializers { body(initializer, scope, nil) }
            for property in members.properties {
                if let value = property.initializer {
                    body([JVMStatement(.expression(value), line: value.line)], scope, nil)
                }
                if let getter = property.getter { body(getter, scope, nil) }
            }
        }
        visit(file.members, owner: nil)
        for (type, outer) in file.allTypes {
            let entry = index.types[type.name]?.first { $0.file.path == file.path && $0.outer == outer }
            visit(type.members, owner: entry)
        }
    }

    /// Each layout (file name without `.xml`) whose inflating classes (`AndroidLayoutUse.owner`) all get their themes
    /// from code: the styles they can be shown in. A layout any other class inflates (a fragment, an adapter: shown
    /// in an activity not known) is not listed: it is checked under every theme.
    func layoutThemes(inflaters: [String: Set<String>]) -> [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        for (layout, classes) in inflaters where !classes.isEmpty {
            let themes = classes.map { classThemes[$0] ?? [] }
            if themes.allSatisfy({ !$0.isEmpty }) { result[layout] = themes.reduce(into: Set()) { $0.formUnion($1) } }
        }
        return result
    }

    /// Each layout (file name without `.xml`) whose pairs need review because a class that inflates it gets a theme
    /// the code applies that cannot be known, with the reason.
    func reviews(inflaters: [String: Set<String>]) -> [String: ReviewReason] {
        var reviews: [String: ReviewReason] = [:]
        for unknown in unknowns {
            for (layout, classes) in inflaters
            where reviews[layout] == nil && !classes.isDisjoint(with: unknown.classes) {
                let call = "\((unknown.call.path as NSString).lastPathComponent):\(unknown.call.line)"
                reviews[layout] = ReviewReason(
                    .themeInCode,
                    "the theme \(unknown.method) applies at \(call) cannot be known: \(unknown.detail); "
                        + "\(layout).xml is shown by \(classes.intersection(unknown.classes).sorted().joined(separator: ", "))"
                )
            }
        }
        return reviews
    }
}
