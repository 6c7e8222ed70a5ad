import LegiblePalette
import LegibleSwiftSyntax

/// A navigation controller code makes in a function, gives a presentation style and presents there, handed to a
/// coordinator that shows what it makes in it (`let editNav = UINavigationController()`,
/// `editNav.modalPresentationStyle = .formSheet`, `EditingCoordinator(navigationController: editNav)`,
/// `present(editNav, animated: true)`; the coordinator's `start()` sets its root): a router value like a router
/// type's (`NavigationRouters`), of the level that presentation has. UIKit draws a presented controller at the elevated
/// level unless its style is full screen (`UIModalPresentationStyle`: the automatic style, what an unset one is, is a
/// page sheet for a navigation controller on iOS 13+), and so what that navigation controller shows.
///
/// The navigation controller is presented itself, or through the container controller made with it
/// (`ContainerViewController(rootViewController: settingsNav)`, presented): the container's style then, which its own
/// initializer may set (`modalPresentationStyle = .pageSheet` in `init(rootViewController:)`). Made a window's root
/// (`window.rootViewController = nav`): the base level. Shown any other way (embedded in a split view controller,
/// pushed), or not in the function that makes it: no router value; what holds it decides, as for any controller.
extension NavigationRouters {
    /// Whether a written type is a navigation controller: UIKit's, or an app class inheriting from it.
    func isNavigationType(_ written: String) -> Bool {
        var name = Self.bareType(written)
        var seen: Set<String> = []
        while seen.insert(name).inserted {
            if name == "UINavigationController" { return true }
            guard let s = navigationSupertypes[name] else { return false }
            name = s
        }
        return false
    }

    static func bareType(_ written: String) -> String { written.trimmingCharacters(in: ["?", "!", " "]) }

    /// The style the initializers of app controller `type` give the controller itself (`modalPresentationStyle =
    /// .pageSheet` in its `init`), when they all give the same one.
    static func initializerStyles(_ declarations: [SwiftDeclaration]) -> [String: String] {
        var styles: [String: Set<String>] = [:]
        for d in declarations where d.kind == .initializer {
            guard let type = d.scope.last else { continue }
            for s in d.body ?? [] {
                guard case .assignment(let target, let value, _) = s, let style = styleName(value) else { continue }
                switch target {
                case .name("modalPresentationStyle", _), .member(.name("self", _), "modalPresentationStyle", _):
                    styles[type, default: []].insert(style)
                default: continue
                }
            }
        }
        return styles.compactMapValues { $0.count == 1 ? $0.first : nil }
    }

    /// What a function body does with its locals: each assignment and each call, at any depth (closures, branches).
    struct BodyFacts {
        var assignments: [(target: SwiftExpression, value: SwiftExpression, line: Int)] = []
        var calls: [(callee: SwiftExpression, arguments: [SwiftArgument], line: Int)] = []
        var bindings: [String: SwiftExpression] = [:]

        init(_ statements: [SwiftStatement], tokens: [SwiftToken]) {
            visit(statements, tokens)
        }

        private mutating func visit(_ statements: [SwiftStatement], _ tokens: [SwiftToken]) {
            for s in statements {
                switch s {
                case .expression(let e): visit(e, tokens)
                case .return(let e, _): if let e { visit(e, tokens) }
                case .binding(let name, _, let value, _):
                    if let value {
                        if bindings[name] == nil { bindings[name] = value }
                        visit(value, tokens)
                    }
                case .assignment(let target, let value, let t):
                    assignments.append((target, value, t.line))
                    visit(value, tokens)
                case .if(let conditions, let then, let otherwise, _):
                    conditions.forEach { visit($0, tokens) }
                    visit(then, tokens)
                    visit(otherwise ?? [], tokens)
                case .guard(let conditions, let otherwise, _):
                    conditions.forEach { visit($0, tokens) }
                    visit(otherwise, tokens)
                case .switch(let subject, let cases, _):
                    visit(subject, tokens)
                    for c in cases { visit(c.body, tokens) }
                case .other(let t): for block in tokens.blocks(ofStatementAt: t) { visit(block, tokens) }
                }
            }
        }

        private mutating func visit(_ e: SwiftExpression, _ tokens: [SwiftToken]) {
            switch e {
            case .call(let callee, let arguments, let trailing, let t):
                calls.append((callee, arguments, t.line))
                visit(callee, tokens)
                for a in arguments { visit(a.value, tokens) }
                if let trailing { visit(trailing.body, tokens) }
            case .closure(let c): visit(c.body, tokens)
            case .member(let base, _, _), .unary(_, let base, _), .postfix(_, let base, _): visit(base, tokens)
            case .binary(_, let a, let b, _):
                visit(a, tokens)
                visit(b, tokens)
            case .ternary(let c, let a, let b, _):
                visit(c, tokens)
                visit(a, tokens)
                visit(b, tokens)
            case .array(let items, _): items.forEach { visit($0, tokens) }
            case .number, .string, .name, .implicitMember, .unknown: break
            }
        }
    }

    /// Whether an expression makes a navigation controller (`UINavigationController()`, `AppNavigation(…)`).
    func makesNavigationController(_ value: SwiftExpression) -> Bool {
        guard case .call(.name(let type, _), _, _, _) = SwiftCodeEffects.unwrapped(value) else { return false }
        return isNavigationType(type)
    }

    /// The level of the navigation controller local `name` a function makes, whose body `facts` describes.
    func localNavigationLevel(_ name: String, facts: BodyFacts, path: String, owner: String) -> Level? {
        func place(_ line: Int) -> SourceLocation { SourceLocation(path: path, line: line) }
        func style(of local: String) -> String? {
            facts.assignments.last {
                if case .member(.name(local, _), "modalPresentationStyle", _) = SwiftCodeEffects.unwrapped($0.target) {
                    return Self.styleName($0.value) != nil
                }
                return false
            }.flatMap { Self.styleName($0.value) }
        }
        // `present(nav, animated: true)`, `navigationController.present(nav, …)`.
        func presented(_ local: String) -> Int? {
            facts.calls.first { call in
                switch call.callee {
                case .name("present", _), .member(_, "present", _): break
                default: return false
                }
                guard let first = call.arguments.first, first.label == nil,
                    case .name(local, _) = SwiftCodeEffects.unwrapped(first.value)
                else { return false }
                return true
            }?.line
        }
        let route = "\(owner).\(name)"
        if let line = presented(name) {
            return Self.level(style: style(of: name) ?? "automatic", at: place(line), route: route)
        }
        // A container controller made with it (`Container(rootViewController: nav)`) and presented.
        for (container, made) in facts.bindings {
            guard case .call(.name(let containerType, _), let arguments, _, _) = SwiftCodeEffects.unwrapped(made),
                !isNavigationType(containerType),
                arguments.contains(where: {
                    if case .name(name, _) = SwiftCodeEffects.unwrapped($0.value) { true } else { false }
                }),
                let line = presented(container)
            else { continue }
            let style = style(of: container) ?? ownStyles[containerType] ?? "automatic"
            return Self.level(
                style: style, at: place(line), route: "\(owner).\(container) (a \(containerType) holding \(name))")
        }
        if let root = facts.assignments.first(where: {
            guard case .member(_, "rootViewController", _) = SwiftCodeEffects.unwrapped($0.target),
                case .name(name, _) = SwiftCodeEffects.unwrapped($0.value)
            else { return false }
            return true
        }) {
            return .base(style: "a window's root", at: place(root.line), route: route)
        }
        // Embedded, pushed or handed on some other way: no level of its own (what holds it decides, as before).
        return nil
    }
}
