import LegiblePalette
import LegibleSwiftSyntax

/// The app's navigation routers: a type (class or struct, no controller itself) whose factory or initializer creates a
/// navigation controller and gives it a presentation style (`static func createModal(style:) -> NavigationRouter`
/// setting `navVC.modalPresentationStyle = style`), and whose methods push what they are handed onto that stack. A
/// controller pushed through a router value is shown where the router's navigation controller is: in a sheet when its
/// style is one (`formSheet`, `pageSheet`, `popover`, `automatic`: a page sheet on iOS 13+, UIKit
/// "UIModalPresentationStyle"), on the base level when full screen.
///
/// Router values are followed the way a coordinator holds them: a local bound to a factory call (in each branch that
/// assigns it), handed to an initializer's router parameter (`SettingsCoordinator(router: modalRouter)`), stored by
/// that initializer so the type's (and its subclasses') code uses it (`_router`, `self.router`), and handed on to the
/// next coordinator (`AppearanceCoordinator(router: _router)`). Each type holding a router gets the levels of every
/// router value its creations are given (`levels`); a router made around a navigation controller the code shows
/// otherwise (`NavigationRouter(splitNav)`), or one a function's parameter hands in, is of a level not known.
struct NavigationRouters {
    /// How a router value shows what is pushed into it.
    enum Level: Hashable {
        /// Presented with a sheet style (`formSheet`, `pageSheet`, `popover`, `automatic`): the elevated level.
        case sheet(style: String, at: SourceLocation, route: String)
        /// Presented full screen: the base level.
        case base(style: String, at: SourceLocation, route: String)
        /// Made where its presentation is not known: why, after "its router" (`is handed in by a parameter of …`).
        case unknown(String)

        var at: SourceLocation? {
            switch self {
            case .sheet(_, let at, _), .base(_, let at, _): at
            case .unknown: nil
            }
        }
    }

    /// A function or initializer that makes a router and styles its navigation controller.
    struct Factory {
        var routerType: String
        /// The parameter that carries the style (its label, nil when unlabeled, and its position), with its default.
        var styleParameter: (label: String?, index: Int, defaultStyle: String?)?
        /// The style the body writes when no parameter carries it (`.formSheet`).
        var fixedStyle: String?
    }

    /// Where a value a router-holding type receives comes from.
    private enum Source: Hashable {
        case level(Level)
        /// The router of `type`: what its own initializer stored.
        case ownerOf(String)
    }

    /// `Type.name` (`Type.init` for an initializer) → the factory.
    private(set) var factories: [String: Factory] = [:]
    private(set) var routerTypes: Set<String> = []
    /// Type → its initializers' router parameters (label, nil when unlabeled).
    private var routerLabels: [String: Set<String?>] = [:]
    /// Type → its stored properties holding a router.
    private var routerProperties: [String: Set<String>] = [:]
    /// Type → its stored properties holding a navigation controller (`NavigationRouters+Locals`).
    private var navigationProperties: [String: Set<String>] = [:]
    private var supertypes: [String: String] = [:]
    /// Declared type → its first inherited name, for `isNavigationType`.
    var navigationSupertypes: [String: String] { supertypes }
    /// App controller type → the presentation style its initializers give it (`initializerStyles`).
    private(set) var ownStyles: [String: String] = [:]
    /// Functions declared to return `Self` (`class func instantiateFromStoryboard() -> Self`): `X.f()` makes an X.
    private var selfReturning: Set<String> = []
    /// Router-holding type → where the router values its creations are given come from.
    private var given: [String: Set<Source>] = [:]
    /// Controllers code pushes straight into a router value (`modalRouter.push(editor, …)`): class, pushing type,
    /// router levels.
    private var pushed: [(type: String, by: String, levels: Set<Source>)] = []

    /// Styles that show a navigation controller in a sheet (iOS 13+: `automatic` is a page sheet for it).
    static let sheetStyles: Set<String> = ["formSheet", "pageSheet", "popover", "automatic", "pageSheet"]

    init() {}

    /// Reads the routers of the app's Swift files (each file's tokens, declarations and type declarations).
    init(
        _ units: [(path: String, tokens: [SwiftToken], declarations: [SwiftDeclaration], types: [SwiftTypeDeclaration])]
    ) {
        for unit in units {
            for t in unit.types where t.keyword != "extension" && t.keyword != "protocol" {
                if let name = t.path.last, let first = t.inherits.first, supertypes[name] == nil {
                    supertypes[name] = first
                }
            }
            for d in unit.declarations where d.kind == .function && d.type == "Self" { selfReturning.insert(d.name) }
        }
        for unit in units {
            for d in unit.declarations { findFactory(d, tokens: unit.tokens) }
        }
        ownStyles = Self.initializerStyles(units.flatMap(\.declarations))
        for unit in units {
            for d in unit.declarations {
                guard let type = d.scope.last else { continue }
                if d.kind == .storedProperty, let written = d.type, isRouterType(written) {
                    routerProperties[type, default: []].insert(d.name)
                    if isNavigationType(written) { navigationProperties[type, default: []].insert(d.name) }
                }
                if d.kind == .initializer {
                    for p in d.parameters where isRouterType(p.type) {
                        routerLabels[type, default: []].insert(p.label)
                    }
                }
            }
        }
        guard !routerTypes.isEmpty || !routerLabels.isEmpty else { return }
        for unit in units {
            for d in unit.declarations where d.body != nil || d.value != nil {
                guard let owner = d.scope.last else { continue }
                var walk = Walk(path: unit.path, owner: owner, tokens: unit.tokens)
                walk.body = d.body ?? []
                for p in d.parameters where isRouterType(p.type) {
                    // An initializer stores its router: it is the type's own. Another function's is the caller's.
                    walk.locals[p.name] =
                        d.kind == .initializer
                        ? [.ownerOf(owner)]
                        : [
                            .level(
                                .unknown(
                                    "is handed in by a parameter of \(d.name)(…) (\(Self.place(walk.at(d.token.line))))"
                                ))
                        ]
                }
                if let value = d.value { read(value, &walk) }
                read(d.body ?? [], &walk)
            }
        }
    }

    private static func bare(_ written: String) -> String { written.trimmingCharacters(in: ["?", "!", " "]) }

    /// A router type's name, or a navigation controller's (`NavigationRouters+Locals`).
    private func isRouterType(_ written: String) -> Bool {
        routerTypes.contains(Self.bare(written)) || isNavigationType(written)
    }

    static func place(_ at: SourceLocation) -> String { ControllerHandOffs.place(at) }

    // MARK: Factories

    /// A static function returning its type, or an initializer, of a type that is no controller, whose body creates a
    /// navigation controller and sets its `modalPresentationStyle`.
    private mutating func findFactory(_ d: SwiftDeclaration, tokens: [SwiftToken]) {
        guard let type = d.scope.last, !type.hasSuffix("Controller"), let body = d.body,
            d.kind == .initializer
                || (d.kind == .function && d.isStatic && [type, "Self"].contains(Self.bare(d.type ?? "")))
        else { return }
        var creates = false
        var style: SwiftExpression?
        func scan(_ statements: [SwiftStatement]) {
            for s in statements {
                switch s {
                case .binding(_, _, let value?, _): if isNavigationCreation(value) { creates = true }
                case .assignment(.member(_, "modalPresentationStyle", _), let value, _):
                    if style == nil { style = value }
                case .assignment(_, let value, _): if isNavigationCreation(value) { creates = true }
                case .if(_, let then, let otherwise, _):
                    scan(then)
                    scan(otherwise ?? [])
                case .other(let t): for block in tokens.blocks(ofStatementAt: t) { scan(block) }
                default: break
                }
            }
        }
        scan(body)
        guard creates, let style else { return }
        var factory = Factory(routerType: type)
        if case .name(let n, _) = style, let i = d.parameters.firstIndex(where: { $0.name == n }) {
            let p = d.parameters[i]
            factory.styleParameter = (p.label, i, p.defaultValue.flatMap(Self.styleName))
        } else if let fixed = Self.styleName(style) {
            factory.fixedStyle = fixed
        } else {
            return
        }
        factories[type + "." + (d.kind == .initializer ? "init" : d.name)] = factory
        routerTypes.insert(type)
    }

    /// `RouterNavigationController()`, `UINavigationController(rootViewController: x)`: a navigation controller (an app
    /// subclass through its declared supertypes).
    private func isNavigationCreation(_ e: SwiftExpression) -> Bool {
        guard case .call(.name(var name, _), _, _, _) = SwiftCodeEffects.unwrapped(e) else { return false }
        var seen: Set<String> = []
        while seen.insert(name).inserted {
            if name == "UINavigationController" { return true }
            guard let s = supertypes[name] else { return false }
            name = s
        }
        return false
    }

    /// `.formSheet`, `UIModalPresentationStyle.popover`: the style's name.
    static func styleName(_ e: SwiftExpression) -> String? {
        switch SwiftCodeEffects.unwrapped(e) {
        case .implicitMember(let s, _): s
        case .member(.name("UIModalPresentationStyle", _), let s, _): s
        default: nil
        }
    }

    /// The level of a router made with `style` at `at` (`route`: the call as code names it).
    static func level(style: String, at: SourceLocation, route: String) -> Level {
        if sheetStyles.contains(style) { return .sheet(style: style, at: at, route: route) }
        if ApplePresentationLevel.baseLevelStyles.contains(style) { return .base(style: style, at: at, route: route) }
        return .unknown("is made by \(route) with the style .\(style) (\(place(at)))")
    }

    // MARK: Router values

    private struct Walk {
        var path: String
        var owner: String
        var tokens: [SwiftToken]
        var locals: [String: Set<Source>] = [:]
        /// Local → the app's class of the controller it holds.
        var controllers: [String: String] = [:]
        /// The declaration's body, and its assignments and calls once a navigation controller made there needs them.
        var body: [SwiftStatement] = []
        var facts: BodyFacts?
        /// The locals holding a navigation controller the body makes, and those of them it does not present.
        var navigationLocals: Set<String> = []
        var embeddedNavigations: Set<String> = []
        func at(_ line: Int) -> SourceLocation { SourceLocation(path: path, line: line) }
    }

    private mutating func read(_ statements: [SwiftStatement], _ w: inout Walk) {
        for s in statements {
            switch s {
            case .expression(let e): read(e, &w)
            case .return(let e?, _): read(e, &w)
            case .return(nil, _): break
            case .binding(let name, let type, let value, _):
                if let value { read(value, &w) }
                var sources = value.map { self.value($0, w) } ?? []
                // A navigation controller made here: the level of its presentation here.
                if let value, makesNavigationController(value) {
                    if w.facts == nil { w.facts = BodyFacts(w.body, tokens: w.tokens) }
                    w.navigationLocals.insert(name)
                    if let facts = w.facts,
                        let level = localNavigationLevel(name, facts: facts, path: w.path, owner: w.owner)
                    {
                        sources = [.level(level)]
                    } else {
                        w.embeddedNavigations.insert(name)
                    }
                }
                w.locals[name] =
                    sources.isEmpty && !(type.map { isRouterType($0) } ?? false) ? nil : sources
                w.controllers[name] = value.flatMap { controllerClass($0, w) }
            case .assignment(let target, let value, _):
                read(value, &w)
                if case .name(let n, _) = target, w.locals[n] != nil {
                    let sources = self.value(value, w)
                    w.locals[n]?.formUnion(sources)
                }
                if case .name(let n, _) = target, let c = controllerClass(value, w) { w.controllers[n] = c }
            case .if(let conditions, let then, let otherwise, _):
                conditions.forEach { read($0, &w) }
                read(then, &w)
                read(otherwise ?? [], &w)
            case .guard(let conditions, let otherwise, _):
                conditions.forEach { read($0, &w) }
                read(otherwise, &w)
            case .switch(let subject, let cases, _):
                read(subject, &w)
                for c in cases { read(c.body, &w) }
            case .other(let t): for block in w.tokens.blocks(ofStatementAt: t) { read(block, &w) }
            }
        }
    }

    private mutating func read(_ e: SwiftExpression, _ w: inout Walk) {
        switch e {
        case .call(let callee, let arguments, let trailing, let t):
            called(callee, arguments, at: w.at(t.line), w)
            read(callee, &w)
            for a in arguments { read(a.value, &w) }
            if let trailing { read(trailing.body, &w) }
        case .closure(let c): read(c.body, &w)
        case .member(let base, _, _), .unary(_, let base, _), .postfix(_, let base, _): read(base, &w)
        case .binary(_, let a, let b, _):
            read(a, &w)
            read(b, &w)
        case .ternary(let c, let a, let b, _):
            read(c, &w)
            read(a, &w)
            read(b, &w)
        case .array(let items, _): items.forEach { read($0, &w) }
        case .number, .string, .name, .implicitMember, .unknown: break
        }
    }

    /// A call that hands a router value to a type's initializer, or pushes a controller into one.
    private mutating func called(_ callee: SwiftExpression, _ arguments: [SwiftArgument], at: SourceLocation, _ w: Walk)
    {
        switch callee {
        case .name(let type, _) where type.first?.isUppercase == true:
            guard let labels = routerLabels(of: type) else { return }
            for a in arguments where labels.contains(a.label) {
                // A navigation controller made here and embedded or pushed, not presented: no router value.
                if case .name(let n, _) = SwiftCodeEffects.unwrapped(a.value), w.embeddedNavigations.contains(n) {
                    continue
                }
                let sources = value(a.value, w)
                given[type, default: []].formUnion(
                    sources.isEmpty
                        ? [.level(.unknown("is one Legible does not follow (\(Self.place(at)))"))]
                        : sources)
            }
        case .member(let base, let name, _):
            let levels = value(base, w)
            // UIKit's `present` on a navigation controller shows a new sheet or screen, not a page of its stack.
            if name.hasPrefix("present"), isNavigationValue(base, w) { return }
            guard !levels.isEmpty, ["push", "show", "set", "present"].contains(where: { name.hasPrefix($0) }),
                let first = arguments.first, let type = controllerClass(first.value, w)
            else { return }
            pushed.append((type, w.owner, levels))
        default: return
        }
    }

    /// The router parameters of `type`'s initializers, its own or inherited.
    private func routerLabels(of type: String) -> Set<String?>? {
        var name = type
        var seen: Set<String> = []
        while seen.insert(name).inserted {
            if let labels = routerLabels[name] { return labels }
            guard let s = supertypes[name] else { return nil }
            name = s
        }
        return nil
    }

    /// Whether an expression is a navigation controller: a local made here, or a stored one of the type.
    private func isNavigationValue(_ e: SwiftExpression, _ w: Walk) -> Bool {
        switch SwiftCodeEffects.unwrapped(e) {
        case .name(let n, _): return w.navigationLocals.contains(n) || isNavigationProperty(n, of: w.owner)
        case .member(.name("self", _), let n, _): return isNavigationProperty(n, of: w.owner)
        default: return false
        }
    }

    private func isNavigationProperty(_ name: String, of type: String) -> Bool {
        var t = type
        var seen: Set<String> = []
        while seen.insert(t).inserted {
            if navigationProperties[t]?.contains(name) == true { return true }
            guard let s = supertypes[t] else { return false }
            t = s
        }
        return false
    }

    /// Whether `name` is a stored router of `type` or of a superclass.
    private func isRouterProperty(_ name: String, of type: String) -> Bool {
        var t = type
        var seen: Set<String> = []
        while seen.insert(t).inserted {
            if routerProperties[t]?.contains(name) == true { return true }
            guard let s = supertypes[t] else { return false }
            t = s
        }
        return false
    }

    /// Where a router value comes from: a factory call, a local, the type's own stored router.
    private func value(_ e: SwiftExpression, _ w: Walk) -> Set<Source> {
        switch e {
        case .postfix(_, let inner, _): return value(inner, w)
        case .ternary(_, let a, let b, _): return value(a, w).union(value(b, w))
        case .name(let n, _):
            if let local = w.locals[n] { return local }
            return isRouterProperty(n, of: w.owner) ? [.ownerOf(w.owner)] : []
        case .member(.name("self", _), let n, _):
            return isRouterProperty(n, of: w.owner) ? [.ownerOf(w.owner)] : []
        case .call(let callee, let arguments, _, let t):
            let at = w.at(t.line)
            let key: String
            switch callee {
            case .member(.name(let type, _), let name, _): key = (type == "Self" ? w.owner : type) + "." + name
            case .name(let type, _), .member(.name(let type, _), "init", _): key = type + ".init"
            default: return []
            }
            guard let factory = factories[key] else {
                let type = String(key.prefix { $0 != "." })
                guard routerTypes.contains(type), key.hasSuffix(".init") else { return [] }
                return [
                    .level(
                        .unknown(
                            "is made around a navigation controller shown elsewhere, \(type)(…) "
                                + "(\(Self.place(at)))"))
                ]
            }
            let route = key + "(…)"
            if let fixed = factory.fixedStyle { return [.level(Self.level(style: fixed, at: at, route: route))] }
            guard let p = factory.styleParameter else { return [] }
            let argument =
                p.label.map { label in arguments.first { $0.label == label } }
                ?? (p.index < arguments.count && arguments[p.index].label == nil ? arguments[p.index] : nil)
            guard let argument else {
                return p.defaultStyle.map { [.level(Self.level(style: $0, at: at, route: route))] } ?? []
            }
            let styles = Self.styles(argument.value)
            guard !styles.isEmpty else {
                let written = argument.value.written ?? "a value"
                return [
                    .level(
                        .unknown(
                            "is made by \(route) with a style worked out at run time, \(written) (\(Self.place(at)))"))
                ]
            }
            return Set(styles.map { .level(Self.level(style: $0, at: at, route: "\(key)(style: .\($0))")) })
        default: return []
        }
    }

    /// The styles an argument names: one, or each branch of a conditional (`isMac ? .formSheet : .popover`).
    private static func styles(_ e: SwiftExpression) -> [String] {
        if case .ternary(_, let a, let b, _) = SwiftCodeEffects.unwrapped(e) {
            let (x, y) = (styles(a), styles(b))
            return x.isEmpty || y.isEmpty ? [] : x + y
        }
        return styleName(e).map { [$0] } ?? []
    }

    /// The app's controller class an expression makes: `EditorVC()`, `EditorVC.instantiateFromStoryboard()` (a
    /// function returning `Self`), a local holding one.
    private func controllerClass(_ e: SwiftExpression, _ w: Walk) -> String? {
        switch SwiftCodeEffects.unwrapped(e) {
        case .name(let n, _): return w.controllers[n]
        case .call(.name(let type, _), _, _, _) where SwiftCodeEffects.isClassName(type):
            return routerTypes.contains(type) ? nil : type
        case .call(.member(.name(let type, _), let f, _), _, _, _)
        where SwiftCodeEffects.isClassName(type) && selfReturning.contains(f):
            return type
        default: return nil
        }
    }

    // MARK: Levels

    /// Each type holding a router → the levels of the router values it is given (through the types that hand it
    /// theirs).
    func levels() -> [String: Set<Level>] {
        var out: [String: Set<Level>] = [:]
        for type in given.keys { out[type] = levels(of: type, seen: []) }
        return out
    }

    private func levels(of type: String, seen: Set<String>) -> Set<Level> {
        guard !seen.contains(type) else { return [] }
        guard let sources = given[type] else {
            return [.unknown("is given by no code read")]
        }
        var out: Set<Level> = []
        for s in sources {
            switch s {
            case .level(let l): out.insert(l)
            case .ownerOf(let owner): out.formUnion(levels(of: owner, seen: seen.union([type])))
            }
        }
        return out
    }

    /// The controllers code pushes straight into a router value, with that router's levels.
    func pushes() -> [(type: String, by: String, levels: Set<Level>)] {
        pushed.map { p in
            var out: Set<Level> = []
            for s in p.levels {
                switch s {
                case .level(let l): out.insert(l)
                case .ownerOf(let owner): out.formUnion(levels(of: owner, seen: []))
                }
            }
            return (p.type, p.by, out)
        }
    }
}
