import LegiblePalette
import LegibleSwiftSyntax

/// What one Swift file's code does to views, read on its syntax tree (the declarations `SwiftDeclarationScanner`
/// found, their bodies parsed by `SwiftExpressionParser`), for `CodeColorAssignments`:
/// - colors set on a class's properties: `titleLabel.textColor = .secondaryLabel`, `self.nameLabel?.backgroundColor =
///   …`, `view.layer.backgroundColor = …` (a layer-backed view's own), a bare `backgroundColor = …` (the class's own
///   view, unless a local of that name), attributed strings (`attributedText`, `attributedStringValue`,
///   `attributedTitle`), `button.setTitleColor(c, for: .normal)`; titles (`setTitle(_:for:)`, `title =`,
///   `configuration =`, `configuration?.title =`); a view handed to a style or theme function (`titleStyle(label)`);
/// - windows shown as sheets (`beginSheet(window…)`), cells registered (`register(…, forCellReuseIdentifier:)`) and
///   table data sources replaced (`tableView.dataSource = self`) in code;
/// - classes created (`X(…)`, `X.self`, `as? X`) and presented (`present(vc, animated:)`, `presentAsSheet(vc)`), through
///   the container that shows them (`UINavigationController(rootViewController: X())`, `UIHostingController(rootView:
///   NavigationStack { X() })`, `nav.topViewController as! X`) and with the `modalPresentationStyle` code gives them;
/// - the classes, structs, actors and extensions it declares (code in an enum or a protocol is that of the type around
///   it) and the platform it imports.
///
/// Every statement of a method, initializer, property value, accessor or observer is read, over any number of lines,
/// including closures, loops, `do`/`defer` blocks and nested functions; comments and strings are not code. Locals are
/// typed by their declarations (`let cell = … as! StoryCell`, `let label: UILabel`, `let field = cell.textField`), so
/// code that sets another class's outlet through a local is that class's too.
struct SwiftCodeEffects: CodeEffects {
    var assignments: [(owner: String, property: String, assignment: CodeColorAssignments.Assignment)] = []
    var sheets: [(owner: String, property: String, at: SourceLocation)] = []
    var registeredCells: [(owner: String, at: SourceLocation)] = []
    var cellIdentifiers: [CodeCellIdentifiers.Use] = []
    var cellViewBuilders: [(owner: String, at: SourceLocation)] = []
    var rowViewBuilders: [(owner: String, at: SourceLocation)] = []
    var cellViewMakers: Set<String> = []
    var replacedDataSources: [(owner: String, at: SourceLocation)] = []
    var declarations: [CodeTypeDeclaration] = []
    var creations: [(type: String, owner: String, at: SourceLocation)] = []
    var presentations: [(type: String, iOS: Bool, style: String, at: SourceLocation, by: String)] = []
    var loadedNibs: [(owner: String, nib: String)] = []
    var tableStyles: [(owner: String, style: String, at: SourceLocation)] = []
    /// The routes of the app's router or coordinators declared here (`AppleRoute`).
    var routes: [AppleRoute] = []
    /// Where code hands on what a factory returns and the controller parameters of its functions
    /// (`ControllerHandOff`), and the functions that take a controller (`ControllerHelpers`).
    var handOffs: [ControllerHandOff] = []
    var windowRootOwners: Set<String> = []
    var helpers:
        [(
            name: String, owner: String, parameters: [(label: String?, type: String, defaulted: Bool)],
            selectors: [String]
        )] = []
    var nibHolders: [(owner: String, property: String, sources: Set<NibPlacement.Source>)] = []
    var classNibs: [(owner: String, nib: String)] = []
    var placements: [NibPlacement] = []
    var controllerPasses: [NibPlacement.Pass] = []
    var storedControllers: [NibPlacement.Stored] = []
    var isMac: Bool?
    let unreadLines: [Int] = []
    /// Values set on UIKit appearance proxies (`AppearanceProxy`).
    var appearanceProxies: [AppearanceProxy] = []
    /// Color writes on views the code does not name (`UnattributedColorWrite`).
    var unattributedWrites: [UnattributedColorWrite] = []

    /// The types whose code owns what their members do: an enum or a protocol is not one (its code is that of the type
    /// around it).
    static let ownerKeywords = SwiftTypeDeclaration.keywords.subtracting(["enum", "protocol"])
    /// The properties whose color a dot assignment sets, keyed as `CodeColorAssignments` keys them.
    static let colorKeys: [String: String] = [
        "textColor": "textColor", "backgroundColor": "backgroundColor", "attributedText": "attributedText",
        "attributedStringValue": "attributedText", "attributedTitle": "attributedText",
        // An `NSBox`'s fill (`CodeRecolor`: its background; a custom view's fill is its drawing code's).
        "fillColor": "fillColor",
    ]
    /// The argument labels of `register(_:forCellReuseIdentifier:)` and the like: cells, not headers or footers.
    static let cellRegistrationLabels: Set<String> = [
        "forIdentifier", "forCellReuseIdentifier", "forCellWithReuseIdentifier", "forItemWithIdentifier",
    ]
    /// Containers whose first content is their root (`rootViewController:`, `rootView:`).
    static let containers: Set<String> = ["UINavigationController", "UIHostingController", "NSHostingController"]

    /// A container made around a root controller: one of `containers`, an app's own navigation controller class
    /// made with the initializer it inherits from `UINavigationController` (`AppNavigationController(
    /// rootViewController: x)`: `init(rootViewController:)` is that class's, UIKit "UINavigationController"), or a
    /// hosting controller subclass, the app's or a library's, made with `UIHostingController`'s `rootView:`
    /// (`DismissibleHostingController(rootView: SettingsView(), isModalInPresentation: false)`).
    static func isContainer(_ name: String, _ arguments: [SwiftArgument]) -> Bool {
        containers.contains(name)
            || (isClassName(name) && ["rootViewController", "rootView"].contains(arguments.first?.label ?? ""))
    }
    /// `present(vc, animated:)` (iOS), `presentAsSheet(vc)` and `presentViewControllerAsSheet(vc)` (macOS).
    static let presentVerbs: Set<String> = ["present", "presentAsSheet", "presentViewControllerAsSheet"]
    /// UIKit's calls that show a controller in the screen of the controller whose code makes them
    /// (`ControllerHandOff.Target.pushed`); `show` only as `show(_:sender:)`.
    static let pushVerbs: Set<String> = [
        "pushViewController", "show", "showDetailViewController", "addChild", "setViewControllers",
    ]

    private let path: String
    private let tokens: [SwiftToken]
    private let lines: [Substring]
    private var owner = ""
    /// The member being walked, as a route names it (`Route.editProfile`).
    private var member = ""
    /// The member walked is an initializer other than `init(coder:)` (`Assignment.inProgrammaticInit`).
    private var inProgrammaticInit = false
    /// The types whose initializer declares a default presentation style (`AppleRoute.defaults`).
    private let routeTypes: Set<String>
    /// The class each of the app's functions returns, by name, where every function of that name declares one
    /// (`SwiftCodeEffects.returnedClasses`).
    private let returnedClasses: [String: String]
    /// The app's functions that return a controller (`ControllerFactories`).
    private let factories: ControllerFactories
    /// The factory whose body is being walked: what it creates, the controller it returns shows.
    private var factory: String?
    private var locals: [String: CodeLocalBinding] = [:]
    /// Locals and parameters holding a controller value followed to where it is shown (`ControllerHandOff`).
    private var handed: [String: [ControllerHandOff.Source]] = [:]
    /// How many branches deep each local of `handed` is bound (`branchPath.count`): an assignment deeper adds a value.
    private var handedDepth: [String: Int] = [:]
    /// Every local name of the body being walked, typed or not.
    private var localNames: Set<String> = []
    /// Locals holding a view the body creates (`let label = UILabel()`): no document's element.
    private var createdLocals: Set<String> = []
    private var styles: [String: String] = [:]
    /// The branches (`if`/`else`, `switch` cases) around the statement walked, innermost last, and for each local whose
    /// `modalPresentationStyle` a branch sets, that branch and the style it had before: a `present` outside the
    /// branch shows it either way.
    private var branchPath: [Int] = []
    private var branchCount = 0
    private var styleBranches: [String: (path: [Int], before: String)] = [:]
    private var roots: [String: String] = [:]
    /// Locals holding an appearance proxy (`let bar = UINavigationBar.appearance()`).
    private var proxyLocals: [String: (viewClass: String, containers: [String])] = [:]
    /// Locals holding controllers created with a document, locals holding such a controller's `view`, and locals and
    /// properties (`owner` NUL `name`) holding an `NSPopover` (`NibPlacement`).
    private var nibLocals: [String: Set<NibPlacement.Source>] = [:]
    private var viewLocals: [String: NibPlacement.Placed] = [:]
    /// Locals and parameters holding a controller value that is no creation of this body: a property's
    /// (`let view = playlist`), an element of one (`guard let pane = panes[at: i]`), a parameter
    /// (`NibPlacement.Placed.parameter`).
    private var controllerLocals: [String: NibPlacement.Placed] = [:]
    /// Locals holding a tab view item whose `viewController` code sets (`item.viewController = pane`).
    private var tabItems: [String: NibPlacement.Placed] = [:]
    private var popovers: Set<String> = []
    /// Stored properties holding a string (`private let cellIdentifier = "BannedCell"`), by the type that declares
    /// them (`owner` NUL `name`), for the document names code loads through them.
    private var stringConstants: [String: String] = [:]
    /// The app's string constants in every file read (`CodeStringConstants`).
    private let constants: CodeStringConstants
    /// The file's private helpers, the color writes on their parameters and what their calls pass
    /// (`PrivateHelperWrites`); the parameters of the helper being walked, by position.
    private var helperWrites = PrivateHelperWrites()
    private var helperParameters: [String: Int] = [:]
    /// The file's extensions of text view classes that set the view's attributed text, and the calls of their methods
    /// (`ViewExtensionTextWrites`); whether the member walked is one of those methods.
    private var extensionTextWrites = ViewExtensionTextWrites()
    private var inTextViewExtension = false
    /// The name of the member being walked.
    private var memberName = ""
    /// The blocks around the statement walked, outermost first (`SwiftAttributedColors` reads the locals an
    /// attributed string is built in).
    private var blocks: [[SwiftStatement]] = []
    /// The member's locals bound to a string (`let identifier = "PlaylistCell"`), for the documents and reuse
    /// identifiers code names through them.
    private var stringLocals: [String: String] = [:]
    private let attributedColors: SwiftAttributedColors

    init(
        path: String, text: String, tokens: [SwiftToken], declarations members: [SwiftDeclaration],
        types: [SwiftTypeDeclaration], routeTypes: Set<String> = [], returnedClasses: [String: String] = [:],
        factories: ControllerFactories = ControllerFactories(), constants: CodeStringConstants = CodeStringConstants(),
        attributedFunctions: [String: [SwiftAttributedColors.Function]]? = nil
    ) {
        self.path = path
        self.constants = constants
        self.tokens = tokens
        self.routeTypes = routeTypes
        self.returnedClasses = returnedClasses
        self.factories = factories
        attributedColors = SwiftAttributedColors(
            tokens: tokens,
            functions: attributedFunctions ?? SwiftAttributedColors.functions(in: [(members, tokens)]))
        lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        readImports()
        var keywords: [[String]: String] = [:]
        for type in types {
            keywords[type.path] = keywords[type.path] ?? type.keyword
            guard Self.ownerKeywords.contains(type.keyword), let name = type.path.last else { continue }
            // An extension's conformances are not a superclass.
            let supertype =
                type.keyword == "extension" ? nil : type.inherits.first?.split(separator: ".").last.map(String.init)
            declarations.append(CodeTypeDeclaration(name: name, supertype: supertype, hasCode: true))
        }
        // `Type.member` → the classes its code creates, for the routes that name a member.
        var createdByMember: [String: [String]] = [:]
        for member in members
        where member.kind == .function && SwiftUIColorUses.isPrivate(tokens, keyword: member.tokenRange.lowerBound) {
            if let owner = Self.owner(of: member.scope, keywords: keywords) {
                helperWrites.helpers.insert(owner + "." + member.name)
            }
        }
        for member in members where member.kind == .function && Self.isTextViewExtension(member.scope, keywords) {
            extensionTextWrites.methods.insert(member.name)
        }
        for member in members where member.kind == .storedProperty {
            if case .string(let text, false, _)? = member.value, let type = member.scope.last {
                stringConstants[type + "\u{0}" + member.name] = text
                if let owner = Self.owner(of: member.scope, keywords: keywords) {
                    stringConstants[owner + "\u{0}" + member.name] = text
                }
            }
            guard let owner = Self.owner(of: member.scope, keywords: keywords) else { continue }
            if member.type?.trimmingCharacters(in: ["?", "!"]) == NibPlacement.popoverClass
                || member.value.flatMap(Self.initializedClass) == NibPlacement.popoverClass
            {
                popovers.insert(owner + "\u{0}" + member.name)
            }
        }
        for member in members {
            let factory = ControllerFactories.key(of: member).flatMap { factories.declaringTypes[$0] != nil ? $0 : nil }
            // A factory of a top-level enum (`enum Screens { static func makeShare() -> UIViewController }`) is a node
            // of its own: what it creates is its value's, whatever type holds it.
            guard
                let owner = Self.owner(of: member.scope, keywords: keywords)
                    ?? factory.flatMap({ _ in member.scope.last })
            else { continue }
            self.owner = owner
            self.member = (member.scope.suffix(1) + [member.name]).joined(separator: ".")
            memberName = member.name
            inTextViewExtension = member.kind == .function && Self.isTextViewExtension(member.scope, keywords)
            inProgrammaticInit = member.kind == .initializer && member.parameters.first?.label != "coder"
            self.factory = factory
            let firstCreation = creations.count
            defer { createdByMember[member.qualifiedName, default: []] += creations[firstCreation...].map(\.type) }
            locals = [:]
            localNames = []
            createdLocals = []
            styles = [:]
            styleBranches = [:]
            roots = [:]
            nibLocals = [:]
            viewLocals = [:]
            controllerLocals = [:]
            tabItems = [:]
            handed = [:]
            for parameter in member.parameters { bind(parameter.name, type: parameter.type, nil) }
            // A parameter holds what each caller passes under its label (`NibPlacement.Pass`).
            if [.function, .initializer].contains(member.kind) {
                let function = member.kind == .initializer ? "init" : member.name
                for parameter in member.parameters {
                    controllerLocals[parameter.name] = .parameter(
                        owner: owner, function: function, label: parameter.label)
                }
            }
            helperParameters = [:]
            if member.kind == .function, helperWrites.helpers.contains(owner + "." + member.name) {
                for (i, p) in member.parameters.enumerated() { helperParameters[p.name] = i }
            }
            // `tableView(_:willDisplayHeaderView:forSection:)`: a header or footer the table makes, no document's.
            for parameter in member.parameters where Self.isMadeByTable(parameter.label) {
                createdLocals.insert(parameter.name)
            }
            if member.kind == .function { declareHelper(member) }
            // `func tableView(_ tableView: NSTableView, viewFor tableColumn: NSTableColumn?, row: Int) -> NSView?`
            // (NSTableViewDelegate), `outlineView(_:viewFor:item:)` (NSOutlineViewDelegate).
            if member.kind == .function, ["tableView", "outlineView"].contains(member.name),
                member.parameters.map(\.label) == [nil, "viewFor", member.name == "tableView" ? "row" : "item"]
            {
                cellViewBuilders.append((owner, at(member.token.line)))
            }
            // `func tableView(_ tableView: NSTableView, rowViewForRow row: Int) -> NSTableRowView?`,
            // `outlineView(_:rowViewForItem:)`: the rows are the class's own views.
            let rowViewLabel = member.name == "tableView" ? "rowViewForRow" : "rowViewForItem"
            if member.kind == .function, ["tableView", "outlineView"].contains(member.name),
                member.parameters.map(\.label) == [nil, rowViewLabel]
            {
                rowViewBuilders.append((owner, at(member.token.line)))
            }
            if let value = member.value { visit(value) }
            if member.kind == .storedProperty, let value = member.value, let sources = nibSources(value) {
                nibHolders.append((owner, member.name, sources))
            }
            // `override var textColor: NSColor? { get { .linkColor } set { … } }`: the color the class draws itself in.
            if member.kind == .computedProperty, ["textColor", "backgroundColor"].contains(member.name),
                let got = Self.returnedValue(member)
            {
                record(member.name, on: [], self.text(of: got), at: got.token.line)
            }
            // `override var nibName: NSNib.Name? { "Pane" }`: the document the class loads.
            if ["nibName", "windowNibName"].contains(member.name), let nib = Self.returnedString(member) {
                classNibs.append((owner, nib))
            }
            // `func make() -> UIViewController { UINavigationController(rootViewController: makeInner()) }`.
            if member.kind == .function, let body = member.body, body.count == 1, case .expression(let e) = body[0] {
                returned(e)
            }
            walk(member.body ?? [])
            for accessor in accessorBodies(of: member) { walk(accessor) }
        }
        routes += AppleRoute.wrapped(tokens: tokens, declarations: members, path: path, created: createdByMember)
        let (attributed, left) = helperWrites.resolved { chain, binding, assignment, owner in
            CodeLocalBinding.targets(
                of: chain, assignment, locals: binding.map { [chain[0]: $0] } ?? [:], owner: owner)
        }
        assignments += attributed
        followExtensionTextCalls()
        for w in left {
            unattributedWrites.append(
                UnattributedColorWrite(
                    owner: w.owner, key: w.assignment.key, kind: w.kind, receiver: w.parameter,
                    location: w.assignment.location))
        }
    }

    /// A document's name as code writes it: a string, a constant of the type or of another one holding a string
    /// (`UINib(nibName: cellIdentifier, …)`, `Cells.banned`), or a class's name (`String(describing: BannedCell.self)`).
    private func nibName(_ e: SwiftExpression) -> String? {
        switch e {
        case .string(let nib, false, _): return nib
        case .name(let constant, _):
            if localNames.contains(constant) { return stringLocals[constant] }
            return stringConstants[owner + "\u{0}" + constant] ?? constants.value(of: constant, in: owner)
        case .member(.name(let holder, _), let constant, _):
            let type = holder == "self" || holder == "Self" ? owner : holder
            if let held = stringConstants[type + "\u{0}" + constant] ?? constants.value(of: constant, in: type) {
                return held
            }
            // `RouteCell.reuseIdentifier` with `static var reuseIdentifier: String { String(describing: self) }`.
            guard type == holder, !localNames.contains(holder) else { return nil }
            return constants.value(of: constant, calledOn: holder)
        case .call(.member(.name(let holder, _), let member, _), let arguments, nil, _) where arguments.isEmpty:
            guard !localNames.contains(holder) else { return nil }
            return constants.value(of: member, calledOn: holder)
        case .call(.name("String", _), let arguments, _, _):
            guard arguments.count == 1, arguments[0].label == "describing",
                case .member(.name(let type, _), "self", _) = arguments[0].value, Self.isClassName(type)
            else { return nil }
            return type
        default: return nil
        }
    }

    /// Whether a member's scope is an extension of a text view class (`extension UITextView`).
    static func isTextViewExtension(_ scope: [String], _ keywords: [[String]: String]) -> Bool {
        scope.count == 1 && keywords[scope] == "extension"
            && ViewExtensionTextWrites.textViewClasses.contains(scope[0])
    }

    /// Each call of an extension method that sets the view's attributed text, recorded on the view it is called on as
    /// the caller's code (`ViewExtensionTextWrites`), at the extension's line.
    private mutating func followExtensionTextCalls() {
        let (savedOwner, savedLocals, savedInit) = (owner, locals, inProgrammaticInit)
        defer { (owner, locals, inProgrammaticInit) = (savedOwner, savedLocals, savedInit) }
        // The last member's names are not the caller's: a receiver is a known view or a bound local.
        (localNames, helperParameters) = ([], [:])
        for call in extensionTextWrites.calls {
            guard let write = extensionTextWrites.write(of: call.method) else { continue }
            (owner, locals, inProgrammaticInit) = (call.owner, call.locals, call.inProgrammaticInit)
            if let colors = write.colors {
                recordAttributed(colors, on: call.chain, write.value, at: write.line)
            } else {
                record("attributedText", on: call.chain, write.value, at: write.line)
            }
        }
    }

    /// The innermost class, struct or extension of a member's scope.
    static func owner(of scope: [String], keywords: [[String]: String]) -> String? {
        var path = scope
        while let last = path.last {
            if ownerKeywords.contains(keywords[path] ?? "class") { return last }
            path.removeLast()
        }
        return nil
    }

    /// `import AppKit` / `import Cocoa`: a Mac file; `import UIKit`: an iOS one (unless it imports AppKit too).
    private mutating func readImports() {
        for (k, t) in tokens.enumerated() where t.kind == .identifier && t.text == "import" && t.startsLine {
            var j = k + 1
            // `import class UIKit.UIColor`
            while j < tokens.count,
                ["class", "struct", "enum", "protocol", "func", "var", "let", "typealias"]
                    .contains(tokens[j].text)
            {
                j += 1
            }
            guard j < tokens.count, tokens[j].kind == .identifier else { continue }
            let module = tokens[j].text
            if module == "AppKit" || module == "Cocoa" {
                isMac = true
            } else if module == "UIKit" {
                isMac = isMac ?? false
            }
        }
    }

    /// The bodies of a property's observers and setter (`didSet { … }`, `willSet`, `set { … }`), which the
    /// declaration scan passes over.
    private func accessorBodies(of member: SwiftDeclaration) -> [[SwiftStatement]] {
        guard member.kind == .storedProperty || member.kind == .computedProperty else { return [] }
        var out: [[SwiftStatement]] = []
        for k in member.tokenRange where k + 1 < tokens.count {
            let t = tokens[k]
            guard t.kind == .identifier, ["didSet", "willSet", "set"].contains(t.text),
                tokens[k + 1].is("{") || tokens[k + 1].is("(")
            else { continue }
            out += tokens.blocks(ofStatementAt: t).prefix(1)
        }
        return out
    }

    // MARK: The walk

    private mutating func walk(_ statements: [SwiftStatement]) {
        blocks.append(statements)
        defer { blocks.removeLast() }
        for statement in statements { walk(statement) }
    }

    private mutating func walk(_ statement: SwiftStatement) {
        switch statement {
        case .expression(let e): visit(e)
        case .return(let e, _):
            if let e {
                returned(e)
                visit(e)
            }
        case .binding(let name, let type, let value, _):
            if let value { visit(value) }
            bind(name, type: type, value)
        case .assignment(let target, let value, let equals):
            assign(target, value, at: equals.line)
            visit(target)
            visit(value)
        case .if(let conditions, let then, let otherwise, _):
            conditions.forEach { condition($0) }
            walk(branch: then)
            walk(branch: otherwise ?? [])
        case .guard(let conditions, let otherwise, _):
            conditions.forEach { condition($0) }
            walk(otherwise)
        case .switch(let subject, let cases, _):
            visit(subject)
            for c in cases { walk(branch: c.body) }
        case .other(let t):
            if let (element, collection) = tokens.forIn(at: t) { bindElement(element, of: collection) }
            // `for case let label as UILabel in view.subviews`: each of the collection's labels, not one known view.
            if let (element, type) = tokens.forCaseIn(at: t) {
                localNames.insert(element)
                createdLocals.remove(element)
                locals[element] = .instance(type)
            }
            for block in tokens.blocks(ofStatementAt: t) { walk(block) }
        }
    }

    private mutating func walk(branch statements: [SwiftStatement]) {
        branchCount += 1
        branchPath.append(branchCount)
        walk(statements)
        branchPath.removeLast()
    }

    /// A condition of an `if` or `guard`: an optional binding binds its local (`if let cell = cell as? StoryCell`).
    private mutating func condition(_ e: SwiftExpression) {
        if case .unknown(let t) = e, t.is("let") || t.is("var"), let (name, value) = tokens.binding(at: t) {
            visit(value)
            bind(name, type: nil, value)
        } else {
            visit(e)
        }
    }

    private mutating func visit(_ e: SwiftExpression) {
        switch e {
        case .call(let callee, let arguments, let trailing, let t):
            call(callee, arguments, at: t.line)
            visit(callee)
            let firstCreation = creations.count
            for a in arguments { visit(a.value) }
            if let trailing { walk(closure: trailing) }
            if let route = AppleRoute.call(
                callee: callee, arguments: arguments, destinations: creations[firstCreation...].map(\.type),
                name: member, at: at(t.line), routeTypes: routeTypes)
            {
                routes.append(route)
            }
        case .closure(let c): walk(closure: c)
        case .member(let base, let name, let t):
            if name == "self", let type = Self.typeName(base) { created(type, at: t.line) }
            visit(base)
        case .binary(let op, let left, let right, let t):
            if op == "as?" || op == "as!", let type = Self.typeName(right), !Self.isAncestor(left) {
                created(type, at: t.line)
            }
            visit(left)
            visit(right)
        case .unary(_, let inner, _), .postfix(_, let inner, _): visit(inner)
        case .ternary(let c, let a, let b, _):
            visit(c)
            visit(a)
            visit(b)
        case .array(let items, _): items.forEach { visit($0) }
        case .number, .string, .name, .implicitMember, .unknown: break
        }
    }

    /// A closure's body, its parameters locals no declaration types (`views.forEach { view in … }`) while it runs.
    private mutating func walk(closure c: SwiftClosure) {
        let saved = c.parameters.map { (localNames.contains($0), locals[$0], createdLocals.contains($0)) }
        let savedHelperParameters = helperParameters
        defer { helperParameters = savedHelperParameters }
        for p in c.parameters {
            helperParameters[p] = nil
            localNames.insert(p)
            locals[p] = nil
            createdLocals.remove(p)
        }
        walk(c.body)
        for (p, (wasLocal, binding, created)) in zip(c.parameters, saved) {
            if !wasLocal { localNames.remove(p) }
            locals[p] = binding
            if created { createdLocals.insert(p) }
        }
    }

    private func at(_ line: Int) -> SourceLocation { SourceLocation(path: path, line: line) }

    private mutating func created(_ type: String, at line: Int) {
        creations.append((type == "Self" ? owner : type, factory ?? owner, at(line)))
    }

    /// The factory a call reaches (`SettingsHostingController.createSettings(nav: nav)`, `makeDetails()`), if any.
    private func calledFactory(_ e: SwiftExpression) -> String? {
        switch Self.unwrapped(e) {
        case .call(.member(let base, let n, _), _, _, _): factory(called: n, on: base)
        case .call(.name(let n, _), _, _, _): n.first?.isLowercase == true ? factories.factory(called: n) : nil
        default: nil
        }
    }

    /// The factory `base.name(…)` reaches: the one its type declares when the base names a type
    /// (`WhyViewController.instantiate(self)`, though other types declare an `instantiate` too), else the one
    /// factory of that name.
    private func factory(called name: String, on base: SwiftExpression?) -> String? {
        guard name.first?.isLowercase == true else { return nil }
        if let base, case .name(let type, _) = Self.unwrapped(base), Self.isClassName(type) {
            let key = (type == "Self" ? owner : type) + "." + name + "(…)"
            if factories.declaringTypes[key] != nil { return key }
        }
        return factories.factory(called: name)
    }

    /// The class each function of `declarations` returns, by name (`func makeStore() -> StoreViewController`,
    /// `class func fromStoryboard() -> Self` in a `StoreViewController` extension): kept only where every function of
    /// that name returns the same class.
    static func returnedClasses(of declarations: [SwiftDeclaration]) -> [String: String] {
        var found: [String: Set<String>] = [:]
        for d in declarations where d.kind == .function {
            let written = (d.type ?? "").trimmingCharacters(in: ["?", "!"])
            let type = written == "Self" ? d.scope.last ?? "" : written
            found[d.name, default: []].insert(isClassName(type) ? type : "")
            if written == "Self" { found[selfReturning + d.name, default: []].insert("Self") }
        }
        return found.compactMapValues { $0.count == 1 && $0.first?.isEmpty == false ? $0.first : nil }
    }

    /// The key prefix `returnedClasses` gives a function declared to return `Self` (`class func fromStoryboard() ->
    /// Self` in a `UIViewController` extension): called on a class (`PickerViewController.fromStoryboard()`), it makes
    /// one of that class.
    static let selfReturning = "\u{0}Self."

    /// `Picker.fromStoryboard()`, a function returning `Self` called on the app's class: that class.
    private func selfReturned(_ e: SwiftExpression) -> String? {
        guard case .call(.member(.name(let type, _), let n, _), _, _, _) = Self.unwrapped(e), Self.isClassName(type),
            type != "Self", returnedClasses[Self.selfReturning + n] != nil
        else { return nil }
        return type
    }

    /// The class a call of one of the app's functions returns (`fromStoryboard()`, `AppStyle.shared.compose()`).
    private func returnedClass(_ e: SwiftExpression) -> String? {
        if let type = selfReturned(e) { return type }
        switch Self.unwrapped(e) {
        case .call(.name(let n, _), _, _, _), .call(.member(_, let n, _), _, _, _):
            return n.first?.isLowercase == true ? returnedClasses[n] : nil
        default: return nil
        }
    }

    /// `let name: Type = value`: the local's class, the class a container it holds shows, or the property it holds.
    private mutating func bind(_ name: String, type: String?, _ value: SwiftExpression?) {
        // `if let cell` (SE-0345) or `if let c = cell`: the unwrapped local is the same object, of the same class.
        let unwrapped: CodeLocalBinding? =
            if case .name(let other, _)? = value.map(Self.unwrapped), localNames.contains(other) {
                locals[other]
            } else {
                nil
            }
        // Before the name is rebound: `guard let pane = pane` keeps what it held.
        var flowing = value.flatMap(placedController)
        if case .sources? = flowing { flowing = nil }
        controllerLocals[name] = flowing
        localNames.insert(name)
        if case .string(let text, false, _)? = value { stringLocals[name] = text } else { stringLocals[name] = nil }
        roots[name] = nil
        locals[name] = nil
        handed[name] = value.map(handedSources).flatMap { $0.isEmpty ? nil : $0 }
        handedDepth[name] = branchPath.count
        nibLocals[name] = value.flatMap(nibSources)
        viewLocals[name] = value.flatMap(placedView)
        popovers.remove(owner + "\u{0}" + name)
        proxyLocals[name] = value.flatMap { AppearanceProxy.swift(Self.unwrapped($0)) }
        if value.flatMap(Self.initializedClass) != nil {
            createdLocals.insert(name)
        } else {
            createdLocals.remove(name)
        }
        if type?.trimmingCharacters(in: ["?", "!"]) == NibPlacement.popoverClass
            || value.flatMap(Self.initializedClass) == NibPlacement.popoverClass
        {
            popovers.insert(owner + "\u{0}" + name)
        }
        if let type = type.map({ $0.trimmingCharacters(in: ["?", "!"]) }), Self.isClassName(type) {
            locals[name] = .instance(type)
            return
        }
        guard let value else { return }
        if let root = containerRoot(value) { roots[name] = root }
        // `let settings = nav.topViewController as! SettingsViewController`: the container shows that class.
        if case .binary(let op, let left, let right, _) = value, op == "as!" || op == "as?",
            let container = Self.topControllerBase(Self.unwrapped(left)), let type = Self.typeName(right)
        {
            roots[container] = type
        }
        if let type = Self.firstCast(in: value) ?? Self.initializedClass(value) ?? returnedClass(value) {
            locals[name] = .instance(type == "Self" ? owner : type)
        } else if let (base, property) = Self.ownMember(value), case .instance(let type)? = locals[base] {
            locals[name] = .property(ofClass: type, property)
        } else if let chain = Self.chain(Self.unwrapped(value)), chain.count == 1, chain[0] != name,
            !localNames.contains(chain[0])
        {
            // `if let view = self.topBounceView`, `let label = titleLabel`: the class's own property.
            locals[name] = .property(ofClass: owner, chain[0])
        } else if let unwrapped {
            locals[name] = unwrapped
        }
    }

    /// `for key in keyButtons`: over a property of the class or of a typed local (an outlet collection,
    /// `@IBOutlet var keyButtons: [UIButton]!`), the element is each view the collection holds, so what the body sets
    /// on it is set on that property's views (`OutletBinding` keeps a collection's views under its name).
    private mutating func bindElement(_ element: String, of collection: SwiftExpression) {
        localNames.insert(element)
        locals[element] = nil
        createdLocals.remove(element)
        // `for view in subviews`: each view of the tree, not one known view.
        guard let chain = Self.chain(Self.unwrapped(collection)), let last = chain.last,
            !Self.viewTreeProperties.contains(last)
        else { return }
        if chain.count == 1, !localNames.contains(chain[0]) {
            locals[element] = .property(ofClass: owner, chain[0])
        } else if let (base, property) = Self.ownMember(collection), case .instance(let type)? = locals[base] {
            locals[element] = .property(ofClass: type, property)
        }
    }

    /// `target = value`: a color, a title, a data source, a presentation style.
    private mutating func assign(_ target: SwiftExpression, _ value: SwiftExpression, at line: Int) {
        place(target, value, at: line)
        if case .member(let base, let name, _) = Self.unwrapped(target), let proxy = proxy(base) {
            setOnProxy(proxy, name, value, at: line)
        }
        let sources = handedSources(value)
        if !sources.isEmpty { handOn(sources, assignedTo: target, at: line) }
        if case .member(_, let member, _) = Self.unwrapped(target),
            member == "rootViewController" || member == "contentViewController"
        {
            windowRootOwners.insert(owner)
        }
        if inTextViewExtension, let chain = Self.chain(Self.unwrapped(target)), chain.count == 1,
            ViewExtensionTextWrites.properties.contains(chain[0]), !localNames.contains(chain[0])
        {
            // `self.attributedText = linked` in `extension UITextView`: the view each call is made on.
            // A color named by the method's own parameter or local (`color` handed in) is not the caller's to read.
            let colors = attributedColors.colors(of: value, in: blocks, at: line).flatMap { c in
                let written = [c.foreground] + (c.background.map { [$0] } ?? [])
                let own = written.contains { w in
                    localNames.contains(String(w.prefix { $0.isLetter || $0.isNumber || $0 == "_" }))
                }
                return own ? nil : c
            }
            extensionTextWrites.writes[memberName, default: []].append(
                .init(value: text(of: value), colors: colors, line: line))
        }
        switch Self.unwrapped(target) {
        case .name(let name, _):
            // `backgroundColor = …` in a view's own code, unless it sets a local of that name.
            if ["backgroundColor", "textColor"].contains(name), !localNames.contains(name) {
                record(name, on: [], text(of: value), at: line)
            } else if CodeVisibility.properties.contains(name), !localNames.contains(name) {
                record(CodeVisibility.key, on: [], text(of: value), at: line)
            } else if CodeTextContent.properties.contains(name), !localNames.contains(name) {
                record(CodeTextContent.key, on: [], text(of: value), at: line)
            }
        case .member(let base, let name, _):
            var holder = Self.unwrapped(base)
            if CodeVisibility.properties.contains(name) {
                // `hintLabel.isHidden = false`, `panel.animator().alphaValue = 1`: code sets whether it shows.
                if case .call(.member(let view, "animator", _), _, _, _) = holder { holder = Self.unwrapped(view) }
                if let chain = Self.chain(holder) {
                    record(CodeVisibility.key, on: chain, text(of: value), at: line)
                } else {
                    unattributed(CodeVisibility.key, on: holder, at: line)
                }
            } else if CodeTextContent.properties.contains(name) {
                // `statusLabel.text = status`, `field.stringValue = name`: code gives the view its text.
                if let chain = Self.chain(holder) {
                    record(CodeTextContent.key, on: chain, text(of: value), at: line)
                } else {
                    unattributed(CodeTextContent.key, on: holder, at: line)
                }
            } else if let key = Self.colorKeys[name] {
                // `view.layer.backgroundColor`, `layer?.backgroundColor`: the view's own background.
                if case .member(let view, "layer", _) = holder { holder = Self.unwrapped(view) }
                guard var chain = Self.chain(holder) else {
                    unattributed(key, on: holder, at: line)
                    return
                }
                if chain.last == "layer" { chain.removeLast() }
                if key == "attributedText", let colors = attributedColors.colors(of: value, in: blocks, at: line) {
                    recordAttributed(colors, on: chain, text(of: value), at: line)
                } else {
                    record(key, on: chain, text(of: value), at: line)
                }
            } else if name == "drawsBackground", text(of: value) == "false", let chain = Self.chain(holder) {
                // `textView.drawsBackground = false`, `scrollView.drawsBackground = false`: AppKit draws no background
                // there, as a clear one (`CodeRecolor`: what is under the view shows).
                record("backgroundColor", on: chain, ".clear", at: line, written: "drawsBackground = false")
            } else if name == "title" || name == "configuration" {
                // `button.configuration?.title = …`: the button's.
                if name == "title", case .member(let button, "configuration", _) = holder {
                    holder = Self.unwrapped(button)
                }
                guard let chain = Self.chain(holder) else { return }
                record("title", on: chain, text(of: value), at: line)
            } else if name == "dataSource", let chain = Self.chain(holder), ObjCCodeEffects.isTable(chain),
                !Self.isNil(value)
            {
                replacedDataSources.append((owner, at(line)))
            } else if name == "viewControllers", case .name(let local, _) = holder, let shown = controller(in: value) {
                roots[local] = shown
            } else if name == "modalPresentationStyle", case .name(let local, _) = holder,
                case .implicitMember(let style, _) = value
            {
                styleBranches[local] = (branchPath, styles[local] ?? "automatic")
                styles[local] = style
            }
        default: break
        }
    }

    /// `callee(arguments)`: a creation, a title color, a title, a registration, a sheet, a presentation, a style
    /// function.
    private mutating func call(_ callee: SwiftExpression, _ arguments: [SwiftArgument], at line: Int) {
        let base: SwiftExpression?
        let name: String
        switch callee {
        case .name(let n, _): (base, name) = (nil, n)
        case .member(let b, let n, _): (base, name) = (Self.unwrapped(b), n)
        default: return
        }
        if Self.isClassName(name) { created(name, at: line) }
        if let type = selfReturned(.call(callee, arguments, trailingClosure: nil, callee.token)) {
            created(type, at: line)
        }
        if name == "makeView" { cellViewMakers.insert(owner) }
        let helper = owner + "." + name
        let onSelf = base.map { if case .name("self", _) = $0 { true } else { false } } ?? true
        if onSelf, helperWrites.helpers.contains(helper) {
            helperWrites.calls[helper, default: []].append(arguments.map { helperArgument($0.value) })
        }
        if let called = factory(called: name, on: base) { created(called, at: line) }
        if extensionTextWrites.methods.contains(name), let base, let chain = Self.chain(base), !chain.isEmpty {
            extensionTextWrites.calls.append(
                .init(
                    method: name, chain: chain, owner: owner, locals: locals,
                    inProgrammaticInit: inProgrammaticInit))
        }
        place(calling: name, on: base, arguments, at: line)
        handOn(arguments, calling: name, on: base, at: line)
        // `Bundle.main.loadNibNamed("PlaylistCell", owner: self)`, `UINib(nibName: "PlaylistCell", bundle: nil)`.
        if name == "loadNibNamed" || ["UINib", "NSNib"].contains(name),
            let first = arguments.first, [nil, "nibName", "nibNamed"].contains(first.label),
            let nib = nibName(first.value)
        {
            loadedNibs.append((owner, nib))
            // A document named after its class (`PlaylistCell.xib`) makes that class's views where it is loaded.
            if Self.isClassName(nib) { created(nib, at: line) }
        }
        if let (table, style) = TableStyleWrites.swift(calling: name, on: base, arguments, owner: owner) {
            tableStyles.append((table, style, at(line)))
        }
        let receiver = base.flatMap(Self.chain)
        // `hintLabel.isHidden.toggle()`, `banner.fadeIn()`, `UIView.transition(with: panel, …)`, `reveal(hint)`:
        // code that may show the view.
        if CodeVisibility.isShowing(name) {
            for chain in [(receiver ?? (base == nil ? [] : nil)).map(CodeVisibility.view)].compactMap({ $0 })
                + arguments.compactMap({ Self.chain(Self.unwrapped($0.value)) })
            {
                record(CodeVisibility.key, on: chain, name, at: line)
            }
        }
        // `UIButton.appearance().setTitleColor(.white, for: .normal)`: every button's normal title.
        if name == "setTitleColor", let proxy = base.flatMap(proxy), arguments.count == 2,
            arguments[1].label == "for", arguments[1].value.written == ".normal"
        {
            appearanceProxies.append(
                AppearanceProxy(
                    viewClass: proxy.viewClass, containers: proxy.containers, property: "titleColor",
                    value: text(of: arguments[0].value), location: at(line), owner: owner))
        }
        switch name {
        case "setTitleColor":
            // `setTitleColor(.white, for: .normal)` in a button subclass: its own title.
            if arguments.count == 2, arguments[1].label == "for", arguments[1].value.written == ".normal" {
                if let chain = receiver ?? (base == nil ? [] : nil) {
                    record("titleColor", on: chain, text(of: arguments[0].value), at: line)
                } else if let base {
                    unattributed("titleColor", on: base, at: line)
                }
            }
        case "setBackgroundColor":
            // Swift never calls an Objective-C property setter as a method: `setBackgroundColor(.black, for:
            // .normal, animated: false)` is a method of the app's or a library's view class (a button drawing a
            // color per state), whose effect is not read: the view's background is not known (review).
            if let chain = receiver ?? (base == nil ? [] : nil), chain.count <= 1 {
                let labels = arguments.map { ($0.label ?? "_") + ":" }.joined()
                record(
                    "style", on: chain,
                    "setBackgroundColor(\(labels)) (a method of the view's class Legible does not follow)", at: line)
            }
        case "setValue":
            // `label.setValue(UIColor.red, forKey: "textColor")`: key-value coding sets the property.
            guard arguments.count == 2, ["forKey", "forKeyPath"].contains(arguments[1].label),
                case .string(let property, false, _) = arguments[1].value,
                let key = Self.colorKeys[property] ?? (property == "titleColor" ? "titleColor" : nil)
                    ?? (CodeTextContent.properties.contains(property) ? CodeTextContent.key : nil)
            else { return }
            if let chain = receiver ?? (base == nil ? [] : nil) {
                record(key, on: chain, text(of: arguments[0].value), at: line)
            } else if let base {
                unattributed(key, on: base, at: line)
            }
        case "setAttributedString", "append", "insert", "replaceCharacters":
            // `textView.textStorage?.setAttributedString(notes)`, `.append(line)`: the text view's text, with its
            // own colors.
            if let receiver, let view = CodeTextStorageEdits.textView(of: receiver),
                let attributed = arguments.first(where: { $0.label == nil || $0.label == "with" })
            {
                record("attributedText", on: view, text(of: attributed.value), at: line)
            }
        case "setTitle", "setAttributedTitle":
            if let receiver, arguments.count == 2, arguments[1].label == "for" {
                record("title", on: receiver, text(of: arguments[0].value), at: line)
            }
        case "setViewControllers", "pushViewController":
            // `nav.setViewControllers([settings], animated: false)`: the local navigation controller's root.
            guard let receiver, receiver.count == 1, let first = arguments.first,
                let shown = controller(in: first.value)
            else { return }
            if name == "setViewControllers" || roots[receiver[0]] == nil { roots[receiver[0]] = shown }
        case "register":
            if let identifier = arguments.first(where: { Self.cellRegistrationLabels.contains($0.label ?? "") }) {
                registeredCells.append((owner, at(line)))
                cellIdentifiers.append(.init(owner: owner, identifier: nibName(identifier.value), registers: true))
            }
        case "dequeueReusableCell":
            // `dequeueReusableCell(withIdentifier: CellID.fieldCell, for: indexPath)`.
            if let identifier = arguments.first(where: { $0.label == "withIdentifier" }) {
                cellIdentifiers.append(.init(owner: owner, identifier: nibName(identifier.value), registers: false))
            }
        case "beginSheet":
            if let window = arguments.first.flatMap({ Self.chain(Self.unwrapped($0.value)) })?.first {
                sheets.append((owner, window, at(line)))
            }
        case _ where Self.isFrameworkPresent(name, arguments):
            guard let shown = arguments.first.map({ Self.unwrapped($0.value) }) else { return }
            var type: String?
            var style = "automatic"
            if case .call(.name(let created, _), _, _, _) = shown, Self.isClassName(created) {
                type = containerRoot(shown) ?? created
            } else if let local = Self.chain(shown), local.count == 1 {
                type = roots[local[0]] ?? { if case .instance(let t)? = locals[local[0]] { t } else { nil } }()
                style = styles[local[0]] ?? style
            }
            // What a factory returns is followed on its own (`ControllerHandOff`).
            if let type, !ControllerFactories.isFactory(type), handedSources(shown).isEmpty {
                presentations.append((type, name == "present", style, at(line), owner))
            }
        default:
            // `titleStyle(label)`, `Styling.apply(theme: self)`: one view handed to a style or theme function.
            // A private helper of this file is followed into its body (`PrivateHelperWrites`), not left to review.
            guard CodeColorAssignments.isStyleFunction(name), !(onSelf && helperWrites.helpers.contains(helper)),
                arguments.count == 1,
                arguments[0].label.map({ $0.first?.isLowercase == true }) ?? true,
                let chain = Self.chain(Self.unwrapped(arguments[0].value)), chain.count <= 1,
                chain.first.map({ $0.first == "_" || $0.first?.isLowercase == true }) ?? true
            else { return }
            record("style", on: chain, name + "(_:)", at: line)
        }
    }

    /// What a call of a private helper passes (`PrivateHelperWrites.Argument`): a view the code creates, a chain
    /// naming a view (a property, or a member of a typed local), or something Legible cannot name.
    private func helperArgument(_ value: SwiftExpression) -> PrivateHelperWrites.Argument {
        guard let chain = Self.chain(Self.unwrapped(value)), let first = chain.first else { return .unknown }
        guard localNames.contains(first) || first.hasPrefix("$") else { return .known(chain, nil) }
        if chain.count == 1, createdLocals.contains(first) { return .created }
        switch locals[first] {
        case .property?, .properties?: return .known(chain, locals[first])
        case .instance? where chain.count > 1: return .known(chain, locals[first])
        default: return .unknown
        }
    }

    /// The appearance proxy an expression is: written in place (`UILabel.appearance()`) or held by a local.
    private func proxy(_ e: SwiftExpression) -> (viewClass: String, containers: [String])? {
        let e = Self.unwrapped(e)
        if case .name(let local, _) = e, let held = proxyLocals[local] { return held }
        return AppearanceProxy.swift(e)
    }

    /// `proxy.name = value`: a color property (`textColor`, `barTintColor`, an app's alias), or a bar's title attributes
    /// (`titleTextAttributes = [.foregroundColor: X]`: the foreground color written, else the whole value, which then
    /// reads as no color).
    private mutating func setOnProxy(
        _ proxy: (viewClass: String, containers: [String]), _ name: String, _ value: SwiftExpression, at line: Int
    ) {
        var written = text(of: value)
        if name == "titleTextAttributes" || name == "largeTitleTextAttributes" {
            guard name == "titleTextAttributes" else { return }
            // `.foregroundColor`, `NSAttributedString.Key.foregroundColor`.
            let color = dictionaryEntries(value)?.first { entry in
                entry.key.written?.split(separator: ".").last == "foregroundColor"
            }
            if let color { written = text(of: color.value) }
        }
        appearanceProxies.append(
            AppearanceProxy(
                viewClass: proxy.viewClass, containers: proxy.containers, property: name, value: written,
                location: at(line), owner: owner))
    }

    /// The entries of the dictionary literal `value` is (`[.foregroundColor: UIColor.white]`), which
    /// `SwiftExpression` keeps as an array; nil when it is none.
    private func dictionaryEntries(_ value: SwiftExpression) -> [SwiftExpressionParser.DictionaryEntry]? {
        guard case .array(_, let open) = value, let start = tokens.firstIndex(of: open) else { return nil }
        var parser = SwiftExpressionParser(tokens: tokens, range: start..<tokens.count)
        return parser.parseDictionaryEntries()
    }

    /// An attributed text whose colors are read (`SwiftAttributedColors`): its foreground is the view's text color,
    /// the background its runs draw under the glyphs the view's background, and it gives the view its text.
    private mutating func recordAttributed(
        _ colors: SwiftAttributedColors.Colors, on chain: [String], _ value: String, at line: Int
    ) {
        for w in AttributedTextRuns.writes(colors, value: value, keys: ("foregroundColor", "backgroundColor")) {
            record(w.key, on: chain, w.value, at: line, written: w.written)
        }
    }

    private mutating func record(
        _ key: String, on chain: [String], _ value: String, at line: Int, written: String? = nil
    ) {
        var assignment = CodeColorAssignments.Assignment(key: key, value: value, location: at(line))
        assignment.written = written
        assignment.inProgrammaticInit = inProgrammaticInit
        assignments += CodeLocalBinding.targets(of: chain, assignment, locals: locals, owner: owner)
        // A parameter, a loop's or closure's element, a local of a cast: not one known view.
        if chain.count == 1, let local = chain.first, localNames.contains(local) || local.hasPrefix("$"),
            !createdLocals.contains(local), UnattributedColorWrite.keys.contains(key)
        {
            var kind: String?
            switch locals[local] {
            case .property?, .properties?: return
            case .instance(let type)?: kind = type
            case nil: kind = nil
            }
            // A private helper's parameter: the views its calls pass (`PrivateHelperWrites`).
            if let index = helperParameters[local] {
                helperWrites.writes.append(
                    .init(
                        owner: owner, helper: owner + "." + memberName, index: index, parameter: local,
                        kind: kind.map { $0.trimmingCharacters(in: ["?", "!"]) }, assignment: assignment))
                return
            }
            unattributed(key, kind: kind, receiver: local, at: line)
        }
    }

    /// A color write on a receiver that is no chain of names (`(view.viewWithTag(3) as? UILabel)?.textColor`): of the
    /// class it casts to, if any.
    private mutating func unattributed(_ key: String, on receiver: SwiftExpression, at line: Int) {
        let written = text(of: receiver)
        unattributed(
            key, kind: Self.firstCast(in: receiver),
            receiver: written.count > 60 ? String(written.prefix(59)) + "…" : written,
            at: line)
    }

    private mutating func unattributed(_ key: String, kind: String?, receiver: String, at line: Int) {
        guard UnattributedColorWrite.keys.contains(key) else { return }
        unattributedWrites.append(
            UnattributedColorWrite(
                owner: owner, key: key, kind: kind.map { $0.trimmingCharacters(in: ["?", "!"]) }, receiver: receiver,
                location: at(line)))
    }

    /// The value as Swift source (`CodeColorValue` and the evaluator read it), or as the line writes it from where it
    /// starts when it holds what cannot be rewritten (a closure: `UIColor { traits in …`).
    private func text(of value: SwiftExpression) -> String {
        if let written = value.written { return written }
        let t = value.token
        guard t.line >= 1, t.line <= lines.count else { return "an expression Legible does not read" }
        var rest = String(String.UnicodeScalarView(lines[t.line - 1].unicodeScalars.dropFirst(max(0, t.column - 1))))
        if let comment = rest.range(of: "//") { rest = String(rest[..<comment.lowerBound]) }
        return rest.trimmingCharacters(in: .whitespaces).trimmingTrailing(";").trimmingCharacters(in: .whitespaces)
    }

    // MARK: Hand-offs (`ControllerHandOff`)

    /// A function with a controller parameter (`ControllerHelpers`): each such parameter is a value the walk follows.
    private mutating func declareHelper(_ member: SwiftDeclaration) {
        let parameters = member.parameters.map { (label: $0.label, type: $0.type, defaulted: $0.defaultValue != nil) }
        guard parameters.contains(where: { ControllerHelpers.isController($0.type) }) else { return }
        let key = owner + "." + ControllerHelpers.signature(member.name, labels: parameters.map(\.label))
        for (i, p) in member.parameters.enumerated() where ControllerHelpers.isController(p.type) {
            handed[p.name] = [.parameter(helper: key, index: i)]
        }
        helpers.append(
            (member.name, owner, parameters, ControllerFactories.selectors(of: member, tokens: tokens)))
    }

    /// The followed controller values an expression holds: what a factory call returns, a local or parameter holding
    /// one, the root of a navigation controller made around one, the items of an array (a tab bar's controllers), a
    /// cast of one.
    private func handedSources(_ e: SwiftExpression) -> [ControllerHandOff.Source] {
        let value = Self.unwrapped(e)
        if let key = calledFactory(value), case .call(_, _, _, let t) = value {
            return [.factoryCall(key: key, call: at(t.line))]
        }
        switch value {
        case .name(let n, _): return handed[n] ?? []
        case .call(.name(let container, _), let arguments, _, _) where Self.isContainer(container, arguments):
            return arguments.first(where: { $0.label == "rootViewController" }).map { handedSources($0.value) } ?? []
        case .binary(let op, let left, _, _) where op == "as!" || op == "as?": return handedSources(left)
        case .array(let items, _): return items.flatMap(handedSources)
        default: return []
        }
    }

    private mutating func handOff(_ source: ControllerHandOff.Source, _ target: ControllerHandOff.Target, _ line: Int) {
        handOffs.append(ControllerHandOff(source: source, target: target, owner: factory ?? owner, at: at(line)))
    }

    /// `return x`: shown where the factory whose body this is shows its value; from another function, not followed.
    private mutating func returned(_ e: SwiftExpression) {
        for source in handedSources(e) {
            handOff(source, factory == nil ? .unfollowed("returned by \(member)") : .returned, e.token.line)
        }
    }

    /// `target = x`: a local now holds it, a window's root, a navigation controller's stack, or a property that
    /// holds it for code Legible does not follow.
    private mutating func handOn(
        _ sources: [ControllerHandOff.Source], assignedTo target: SwiftExpression, at line: Int
    ) {
        let target = Self.unwrapped(target)
        if case .name(let name, _) = target, localNames.contains(name) {
            handed[name] = ControllerHandOff.assigned(
                sources, over: handed[name], inBranch: branchPath.count > handedDepth[name, default: 0])
            return
        }
        if case .member(let base, "viewControllers", _) = target, case .name(let local, _) = Self.unwrapped(base),
            localNames.contains(local)
        {
            handed[local] = ControllerHandOff.assigned(
                sources, over: handed[local], inBranch: branchPath.count > handedDepth[local, default: 0])
            return
        }
        for source in sources {
            switch target {
            case .member(let popover, "contentViewController", _)
            where Self.chain(Self.unwrapped(popover)).map {
                $0.count == 1 && popovers.contains(owner + "\u{0}" + $0[0])
            }
                == true:
                handOff(source, .presented(style: "popover", iOS: true), line)
            case .name("rootViewController", _), .member(_, "rootViewController", _),
                .member(_, "contentViewController", _):
                handOff(source, .windowRoot, line)
            case .member(_, "viewControllers", _): handOff(source, .pushed, line)
            case let stored:
                let written = Self.chain(stored).map { $0.joined(separator: ".") } ?? "a property"
                handOff(source, .unfollowed("stored in \(owner).\(written)"), line)
            }
        }
    }

    /// `present(x, animated:)`, `navigationController?.pushViewController(x, animated:)`, `nav.setViewControllers([x],
    /// animated:)` on a local, `NSWindow(contentViewController: x)`, or a call of a function (`present(x, sender)`),
    /// which `CodePresentations` follows into the app's own.
    private mutating func handOn(
        _ arguments: [SwiftArgument], calling name: String, on base: SwiftExpression?, at line: Int
    ) {
        let labels = arguments.map(\.label)
        let receiver = base.flatMap(Self.chain)
        let onSelf = base == nil || receiver == []
        for (i, argument) in arguments.enumerated() {
            let sources = handedSources(argument.value)
            for source in sources {
                handOn(source, argument: i, of: arguments, calling: name, receiver: receiver, onSelf: onSelf, at: line)
            }
            if sources.isEmpty, let source = handedInstance(argument.value), !Self.showsControllers(name, arguments) {
                // A class's own controller is shown by whatever creates it; only an app's helper adds a presentation.
                let call = ControllerHelpers.signature(name, labels: labels)
                handOff(source, .call(name: call, argument: i, onSelf: onSelf), line)
            }
        }
    }

    private mutating func handOn(
        _ source: ControllerHandOff.Source, argument i: Int, of arguments: [SwiftArgument], calling name: String,
        receiver: [String]?, onSelf: Bool, at line: Int
    ) {
        if i == 0, Self.isFrameworkPresent(name, arguments) {
            for style in presentationStyles(of: arguments[0].value) {
                handOff(source, .presented(style: style, iOS: name == "present"), line)
            }
        } else if i == 0, Self.isPush(name, arguments) {
            // `nav.pushViewController(x, …)` on a navigation controller made here: it holds the value.
            if let receiver, receiver.count == 1, localNames.contains(receiver[0]) {
                if handed[receiver[0], default: []].contains(source) == false {
                    handed[receiver[0], default: []].append(source)
                }
            } else {
                handOff(source, .pushed, line)
            }
        } else if i == 0, Self.makesWindow(name, arguments) {
            handOff(source, .windowRoot, line)
        } else if i == 0, name == "append" || name == "insert", arguments.count <= 2, let receiver,
            receiver.count == 1, localNames.contains(receiver[0])
        {
            // `controllers.append(x)` on a local array: the array holds it, shown where the array is
            // (`nav.setViewControllers(controllers, animated:)`).
            if handed[receiver[0], default: []].contains(source) == false {
                handed[receiver[0], default: []].append(source)
            }
        } else if !Self.isContainer(name, arguments) {
            let call = ControllerHelpers.signature(name, labels: arguments.map(\.label))
            handOff(source, .call(name: call, argument: i, onSelf: onSelf), line)
        }
    }

    /// The `modalPresentationStyle`s a presented local may have: the one set, and the one before when a branch the
    /// `present` is not in sets it (`if let sender { vc.modalPresentationStyle = .popover }`).
    private func presentationStyles(of e: SwiftExpression) -> [String] {
        guard case .name(let local, _) = Self.unwrapped(e) else { return ["automatic"] }
        let style = styles[local] ?? "automatic"
        guard let set = styleBranches[local], !branchPath.starts(with: set.path), set.before != style else {
            return [style]
        }
        return [set.before, style]
    }

    /// `pushViewController(_:animated:)`, `show(_:sender:)`, `showDetailViewController(_:sender:)`, `addChild(_:)`,
    /// `setViewControllers(_:animated:)`.
    static func isPush(_ name: String, _ arguments: [SwiftArgument]) -> Bool {
        pushVerbs.contains(name) && (name != "show" || arguments.map(\.label) == [nil, "sender"])
    }

    /// `NSWindow(contentViewController:)`, `presentAsModalWindow(_:)`: a new window's root.
    static func makesWindow(_ name: String, _ arguments: [SwiftArgument]) -> Bool {
        name == "presentAsModalWindow"
            || (["NSWindow", "NSPanel"].contains(name) && arguments.first?.label == "contentViewController")
    }

    /// A call UIKit or AppKit makes to show a controller, or a container made around one.
    static func showsControllers(_ name: String, _ arguments: [SwiftArgument]) -> Bool {
        isFrameworkPresent(name, arguments) || isPush(name, arguments) || makesWindow(name, arguments)
            || isContainer(name, arguments)
    }

    /// A controller of the app's class handed on where it is created, or from a local holding one
    /// (`present(SettingsController(), sender)`, `let nav = UINavigationController(rootViewController: settings)`).
    private func handedInstance(_ e: SwiftExpression) -> ControllerHandOff.Source? {
        let type: String?
        switch Self.unwrapped(e) {
        case .call(.name(let created, _), _, _, _) where Self.isClassName(created):
            type = containerRoot(Self.unwrapped(e)) ?? created
        case .name(let local, _) where localNames.contains(local):
            type = roots[local] ?? { if case .instance(let t)? = locals[local] { t } else { nil } }()
        default: type = nil
        }
        guard let type, !IBElementKinds.isFrameworkClass(type), !ControllerFactories.isFactory(type),
            type.hasSuffix("Controller")
        else { return nil }
        return .instance(type: type)
    }

    /// UIKit's `present(_:animated:completion:)` (the `animated` label says it is not an app's own `present(_:_:)`),
    /// AppKit's `presentAsSheet(_:)`.
    static func isFrameworkPresent(_ name: String, _ arguments: [SwiftArgument]) -> Bool {
        guard presentVerbs.contains(name) else { return false }
        return name != "present" || arguments.contains { $0.label == "animated" }
    }

    // MARK: Placements (`NibPlacement`)

    /// `self.panes = [NSViewController(nibName: …)]` (a property holds controllers with documents), `window.contentView
    /// = pane.view`, `window.contentViewController = pane`, `popover.contentViewController = pane`.
    private mutating func place(_ target: SwiftExpression, _ value: SwiftExpression, at line: Int) {
        let property: String?
        switch Self.unwrapped(target) {
        case .name(let name, _) where !localNames.contains(name): property = name
        case .member(.name("self", _), let name, _): property = name
        default: property = nil
        }
        if let property {
            if let sources = nibSources(value) {
                nibHolders.append((owner, property, sources))
            } else if !Self.isSelf(value), let placed = placedController(value),
                placed != .property(owner: owner, name: property)
            {
                // `self.panes = panes`: what the parameter (or another property) holds.
                storedControllers.append(NibPlacement.Stored(owner: owner, property: property, placed: placed))
            }
        } else if case .name(let local, _) = Self.unwrapped(target), let placed = placedController(value) {
            // `vc = CropViewController()` after `var vc: CropBoxViewController`: what the local holds now.
            if case .sources(let sources) = placed {
                nibLocals[local] = branchPath.isEmpty ? sources : (nibLocals[local] ?? []).union(sources)
            } else {
                controllerLocals[local] = placed
            }
        }
        // A bare `contentViewController = pane` in a window controller: its own window's.
        let member: (chain: [String], name: String)?
        switch Self.unwrapped(target) {
        case .name(let name, _) where !localNames.contains(name): member = ([], name)
        case .member(let base, let name, _): member = Self.chain(Self.unwrapped(base)).map { ($0, name) }
        default: member = nil
        }
        guard let (chain, name) = member else { return }
        if name == "viewController", chain.count == 1, localNames.contains(chain[0]),
            let placed = placedController(value)
        {
            // `item.viewController = pane` on a local `NSTabViewItem`: the tab shows that controller's view.
            tabItems[chain[0]] = placed
        } else if name == "contentView", let placed = placedView(value) {
            let host = NibPlacement.host(settingContentOf: chain, owner: owner, isPopover: false)
            placements.append(NibPlacement(placed: placed, host: host, at: at(line)))
        } else if name == "contentViewController", let placed = placedController(value) {
            let isPopover = chain.count == 1 && popovers.contains(owner + "\u{0}" + chain[0])
            let host = NibPlacement.host(settingContentOf: chain, owner: owner, isPopover: isPopover)
            placements.append(NibPlacement(placed: placed, host: host, at: at(line)))
        }
    }

    /// `host.addSubview(pane.view)`, `NSWindow(contentViewController: pane)`, `presentAsModalWindow(pane)`,
    /// `present(pane, asPopoverRelativeTo: …)`, and `super.init(nibName: "Panel", bundle: nil)` (the class's document).
    private mutating func place(
        calling name: String, on base: SwiftExpression?, _ arguments: [SwiftArgument], at line: Int
    ) {
        guard let first = arguments.first else { return }
        var host: NibPlacement.Host?
        var placed: NibPlacement.Placed?
        passControllers(calling: name, on: base, arguments)
        switch name {
        case "addSubview", "addArrangedSubview", "insertArrangedSubview":
            guard let receiver = base.flatMap(Self.chain) else { return }
            let isProperty = receiver.count == 1 && !localNames.contains(receiver[0])
            host = NibPlacement.host(addingTo: receiver, owner: owner, isProperty: isProperty)
            placed = placedView(first.value)
        case "addTabViewItem", "insertTabViewItem":
            // `addTabViewItem(NSTabViewItem(viewController: pane))` in an `NSTabViewController` subclass: its tab view.
            guard base == nil || base.map(Self.isSelf) == true else { return }
            host = .tabOf(owner: owner)
            switch Self.unwrapped(first.value) {
            case .name(let local, _): placed = tabItems[local]
            case .call(.name("NSTabViewItem", _), let itemArguments, _, _):
                placed = itemArguments.first { $0.label == "viewController" }.flatMap { placedController($0.value) }
            default: placed = nil
            }
        case "append", "insert":
            // `panes.append(AdvancedPane())`, `list.insert(PluginPane(), at: 8)`: the collection holds it too.
            guard let receiver = base.flatMap(Self.chain), receiver.count == 1, let sources = nibSources(first.value)
            else { return }
            if localNames.contains(receiver[0]) {
                nibLocals[receiver[0]] = (nibLocals[receiver[0]] ?? []).union(sources)
            } else {
                nibHolders.append((owner, receiver[0], sources))
            }
            return
        case "NSWindow", "NSPanel":
            guard first.label == "contentViewController" else { return }
            (host, placed) = (.newWindow, placedController(first.value))
        case "presentAsModalWindow":
            (host, placed) = (.newWindow, placedController(first.value))
        case "register":
            // `tableView.register(NSNib(nibNamed: "Cell", bundle: .main), forIdentifier: …)`: AppKit makes the
            // cell's views in that table's rows.
            guard arguments.count == 2, arguments[1].label == "forIdentifier",
                case .call(.name("NSNib", _), let nibArguments, _, _) = Self.unwrapped(first.value),
                let nibArgument = nibArguments.first, nibArgument.label == "nibNamed",
                let nib = nibName(nibArgument.value), let receiver = base.flatMap(Self.chain), receiver.count == 1
            else { return }
            (host, placed) = (.table(owner: owner, property: receiver[0]), .sources([.named(nib)]))
        case "present":
            guard arguments.contains(where: { $0.label == "asPopoverRelativeTo" }) else { return }
            (host, placed) = (.popover, placedController(first.value))
        case "init":
            // `super.init(nibName: "Panel", bundle: nil)`, `self.init(windowNibName: "Search")` in a convenience
            // initializer: the class's document.
            if case .name(let receiver, _)? = base, ["super", "self"].contains(receiver),
                ["nibName", "windowNibName"].contains(first.label ?? ""), case .string(let nib, false, _) = first.value
            {
                classNibs.append((owner, nib))
            }
        case _ where NibPlacement.notPlacing.contains(name): break
        default:
            // Controllers made with a document handed to another call, which places them.
            for (i, argument) in arguments.enumerated() {
                guard let sources = handedControllers(argument.value) else { continue }
                let call = ((base?.dottedPath).map { $0 + "." } ?? "") + name + "(…)"
                var placement = NibPlacement(placed: .sources(sources), host: .handed(call), at: at(line))
                placement.callSignature = ControllerHelpers.signature(name, labels: arguments.map(\.label))
                placement.callArgument = i
                placements.append(placement)
            }
        }
        if let host, let placed { placements.append(NibPlacement(placed: placed, host: host, at: at(line))) }
    }

    /// The controller values a call passes to the app's own function or initializer (`NibPlacement.Pass`): on
    /// `self` (or no receiver), on a local of a known class, or `Type(…)`.
    private mutating func passControllers(calling name: String, on base: SwiftExpression?, _ arguments: [SwiftArgument])
    {
        let receiver: String
        let function: String
        if Self.isClassName(name), base == nil {
            (receiver, function) = (name, "init")
        } else if name == "init", case .name(let b, _)? = base, ["self", "super"].contains(b) {
            (receiver, function) = (owner, "init")
        } else if base == nil || base.map({ if case .name("self", _) = $0 { true } else { false } }) == true {
            (receiver, function) = (owner, name)
        } else if case .name(let local, _)? = base, case .instance(let type)? = locals[local] {
            (receiver, function) = (type, name)
        } else {
            return
        }
        guard !IBElementKinds.isFrameworkClass(receiver) else { return }
        for argument in arguments {
            guard let placed = placedController(argument.value) else { continue }
            controllerPasses.append(
                NibPlacement.Pass(receiver: receiver, function: function, label: argument.label, placed: placed))
        }
    }

    /// The documents of the controllers an expression creates: `NSViewController(nibName: "Panel", bundle: nil)`,
    /// `PanelController()` (its class's), an array of them, what a closure called at once returns
    /// (`lazy var pane: Pane = { let p = Pane(); …; return p }()`), the classes an app's factory creates.
    private func nibSources(_ e: SwiftExpression) -> Set<NibPlacement.Source>? {
        if let key = calledFactory(e) { return [.factory(key)] }
        switch Self.unwrapped(e) {
        case .call(.closure(let c), let arguments, .none, _) where arguments.isEmpty:
            guard case .return(let returned?, _)? = c.body.last else { return nil }
            if case .name(let local, _) = Self.unwrapped(returned) { return nibLocals[local] }
            return nibSources(returned)
        case .array(let items, _):
            let all = items.compactMap(nibSources).reduce(into: Set<NibPlacement.Source>()) { $0.formUnion($1) }
            return all.isEmpty ? nil : all
        case .call(.name(let type, _), let arguments, _, _) where Self.isClassName(type):
            if let first = arguments.first, ["nibName", "windowNibName"].contains(first.label ?? "") {
                if case .string(let nib, false, _) = first.value { return [.named(nib)] }
                if !Self.isNil(first.value) { return nil }
            }
            return IBElementKinds.isFrameworkClass(type) || !type.hasSuffix("Controller") ? nil : [.ofClass(type)]
        default: return nil
        }
    }

    /// The one expression a computed property's getter returns (`{ "Pane" }`, `{ return .linkColor }`).
    static func returnedValue(_ member: SwiftDeclaration) -> SwiftExpression? {
        guard let body = member.body, body.count == 1 else { return nil }
        switch body[0] {
        case .expression(let e): return e
        case .return(let e?, _): return e
        default: return nil
        }
    }

    /// The string literal a computed property returns (`{ "Pane" }`, `{ return "Pane" }`).
    static func returnedString(_ member: SwiftDeclaration) -> String? {
        if case .string(let text, false, _)? = returnedValue(member) { return text }
        return nil
    }

    /// Controllers made with a document that an argument holds: a local's or ones it creates (not `self`, which is
    /// handed around as a delegate).
    private func handedControllers(_ e: SwiftExpression) -> Set<NibPlacement.Source>? {
        if case .name(let name, _) = Self.unwrapped(e), let sources = nibLocals[name] { return sources }
        return nibSources(e)
    }

    /// The controllers whose root view an expression is: `pane.view`, `panes[i].view`, a local holding one.
    private func placedView(_ e: SwiftExpression) -> NibPlacement.Placed? {
        switch Self.unwrapped(e) {
        case .member(let controller, "view", _): placedController(controller)
        case .name(let name, _): viewLocals[name]
        default: nil
        }
    }

    /// The controllers an expression holds: a local's, `self`'s class's, a property's (`panes`, `panes[i]`), or
    /// those it creates.
    private func placedController(_ e: SwiftExpression) -> NibPlacement.Placed? {
        switch Self.unwrapped(e) {
        case .name("self", _): return .sources([.ofClass(owner)])
        case .name(let name, _):
            if let sources = nibLocals[name] { return .sources(sources) }
            if let placed = controllerLocals[name] { return placed }
            return localNames.contains(name) ? nil : .property(owner: owner, name: name)
        case .binary(let op, let left, let right, _):
            // `sidebar as? NSViewController`: the same controller; `newValue ?? library`: either.
            if ["as?", "as!", "as"].contains(op) { return placedController(left) }
            guard op == "??" else { return nil }
            let both = [left, right].compactMap(placedController)
            return both.isEmpty ? nil : both.count == 1 ? both[0] : .any(both)
        case .ternary(_, let a, let b, _):
            let both = [a, b].compactMap(placedController)
            return both.isEmpty ? nil : both.count == 1 ? both[0] : .any(both)
        case .member(.name("self", _), let name, _): return .property(owner: owner, name: name)
        case .unknown(let t) where t.is("["):
            // `panes[index]`, `self.panes[index]`: an element of a property.
            guard let k = tokens.position(of: t), k > 0, tokens[k - 1].kind == .identifier else { return nil }
            let name = tokens[k - 1].text
            if k >= 2, tokens[k - 2].is(".") {
                return k >= 3 && tokens[k - 3].text == "self" ? .property(owner: owner, name: name) : nil
            }
            if let sources = nibLocals[name] { return .sources(sources) }
            if let placed = controllerLocals[name] { return placed }
            return localNames.contains(name) ? nil : .property(owner: owner, name: name)
        default: return nibSources(e).map { .sources($0) }
        }
    }

    // MARK: Shapes

    /// The class a container created by `e` shows first: `UINavigationController(rootViewController: X())`,
    /// `UIHostingController(rootView: NavigationStack { X() })`, or a local as the root.
    private func containerRoot(_ e: SwiftExpression) -> String? {
        guard case .call(.name(let container, _), let arguments, _, _) = e, Self.isContainer(container, arguments),
            let root = arguments.first, ["rootViewController", "rootView"].contains(root.label ?? "")
        else { return nil }
        let value = Self.unwrapped(root.value)
        if case .name(let local, _) = value, !Self.isClassName(local) {
            if let shown = roots[local] { return shown }
            if case .instance(let type)? = locals[local] { return type }
            return nil
        }
        // `NavigationStack { X() }`: the stack's first view.
        if case .call(.name(let stack, _), [], let closure?, _) = value,
            ["NavigationStack", "NavigationView"]
                .contains(stack), case .expression(let first)? = closure.body.first
        {
            return Self.initializedClass(first)
        }
        return Self.initializedClass(value)
    }

    /// The class (or factory) of the first controller an expression holds: `[settings]`, `settings`, `X()`,
    /// `makeDetails()`.
    private func controller(in e: SwiftExpression) -> String? {
        switch Self.unwrapped(e) {
        case .array(let items, _): return items.first.flatMap(controller)
        case .name(let local, _):
            if let root = roots[local] { return root }
            if case .instance(let type)? = locals[local], !IBElementKinds.isFrameworkClass(type) { return type }
            return nil
        case let value: return calledFactory(value) ?? Self.initializedClass(value)
        }
    }

    /// `nav` of `nav.topViewController`, `nav.visibleViewController`, `nav.viewControllers.first`.
    static func topControllerBase(_ e: SwiftExpression) -> String? {
        switch e {
        case .member(let base, let name, _):
            if ["topViewController", "visibleViewController"].contains(name), case .name(let n, _) = unwrapped(base) {
                return n
            }
            if name == "first", case .member(let inner, "viewControllers", _) = unwrapped(base),
                case .name(let n, _) = unwrapped(inner)
            {
                return n
            }
            return nil
        default: return nil
        }
    }

    /// The class an expression starts by creating: `X(…)`, `X(…).configured()`.
    static func initializedClass(_ e: SwiftExpression) -> String? {
        switch e {
        case .call(.name(let n, _), _, _, _): isClassName(n) ? n : nil
        case .call(let base, _, _, _), .member(let base, _, _), .postfix(_, let base, _): initializedClass(base)
        default: nil
        }
    }

    /// The type of the first cast (`as? X`, `as! X`) in an expression.
    static func firstCast(in e: SwiftExpression) -> String? {
        switch e {
        case .binary(let op, let left, let right, _):
            if op == "as?" || op == "as!", let type = typeName(right) { return type }
            return firstCast(in: left) ?? firstCast(in: right)
        case .call(let callee, let arguments, _, _):
            return firstCast(in: callee) ?? arguments.lazy.compactMap { firstCast(in: $0.value) }.first
        case .member(let base, _, _), .postfix(_, let base, _), .unary(_, let base, _): return firstCast(in: base)
        default: return nil
        }
    }

    /// `base.property` or `self.base.property`: (`base`, `property`).
    static func ownMember(_ e: SwiftExpression) -> (String, String)? {
        guard case .member(let base, let property, _) = unwrapped(e) else { return nil }
        switch unwrapped(base) {
        case .name(let n, _) where n != "self": return (n, property)
        case .member(.name("self", _), let n, _): return (n, property)
        default: return nil
        }
    }

    /// `Module.Cell` → `Cell`; a type's name when the expression is one.
    static func typeName(_ e: SwiftExpression) -> String? {
        guard let name = unwrapped(e).dottedPath?.split(separator: ".").last.map(String.init), isClassName(name)
        else { return nil }
        return name
    }

    static func isClassName(_ name: String) -> Bool {
        name.first?.isUppercase == true && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    /// The names of a receiver: `self.a.b` → `[a, b]`, `a?.b` → `[a, b]`, `self` → `[]`; names after a call or a
    /// subscript start the chain (`cells[i].label` → `[label]`); nil when it ends in neither a name nor a member.
    static func chain(_ e: SwiftExpression) -> [String]? {
        switch e {
        case .name(let n, _): return n == "self" ? [] : [n]
        case .member(let base, let m, _): return (chain(unwrapped(base)) ?? []) + [m]
        case .postfix(_, let base, _): return chain(base)
        default: return nil
        }
    }

    /// Properties that hold an object this class neither creates nor shows: UIKit's controllers showing this one
    /// (UIKit "UIViewController": `parent`, `presentingViewController`, `navigationController`, `splitViewController`,
    /// `tabBarController`), and the app's or a scene's `delegate`, which the system creates (UIKit
    /// "UIApplication.delegate", "UIScene.delegate"; AppKit "NSApplication.delegate"). A cast of one
    /// (`presentingViewController as? BrowserViewController`, `UIApplication.shared.delegate as? AppDelegate`) names a
    /// class that is already there, not one this class shows: what that class shows is not shown from here.
    static let ancestorProperties: Set<String> = [
        "parent", "presentingViewController", "navigationController", "splitViewController", "tabBarController",
        "delegate",
    ]

    /// Whether `e` reads one of `ancestorProperties` (`presentingViewController`, `self.parent?`,
    /// `UIApplication.shared.delegate`).
    static func isAncestor(_ e: SwiftExpression) -> Bool {
        chain(unwrapped(e))?.last.map(ancestorProperties.contains) ?? false
    }

    /// A delegate method's parameter that is a header or footer view its table or collection makes
    /// (`willDisplayHeaderView`, `willDisplayFooterView`, `willDisplaySupplementaryView`).
    static func isMadeByTable(_ label: String?) -> Bool {
        guard let label else { return false }
        return ["HeaderView", "FooterView", "SupplementaryView"].contains { label.contains($0) }
    }

    /// The properties that hold a view's subviews: a loop over one reaches views the code does not name.
    static let viewTreeProperties: Set<String> = ["subviews", "arrangedSubviews", "visibleCells", "views"]

    static func isSelf(_ e: SwiftExpression) -> Bool {
        if case .name("self", _) = unwrapped(e) { return true }
        return false
    }

    static func unwrapped(_ e: SwiftExpression) -> SwiftExpression {
        if case .postfix(_, let base, _) = e { return unwrapped(base) }
        return e
    }

    static func isNil(_ e: SwiftExpression) -> Bool {
        if case .name("nil", _) = e { return true }
        return false
    }
}
