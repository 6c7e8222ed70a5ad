import LegibleObjCSyntax

/// One Objective-C method body walked for the views it builds (`ObjCViewFacts`): each view keyed by the name code
/// gives it (`titleLabel` for `self.titleLabel`, `_titleLabel` and `[self titleLabel]`; `self` for the class's own
/// view; a local as `label (-viewDidLoad)` until it is stored in a property, returned from that property's getter, or
/// made the controller's `view`, when it takes that name: `renamed`).
struct ObjCViewWalker {
    let className: String
    let method: ObjCMethod
    let path: String
    let properties: [String: String]
    /// Object-like macros and constants whose value is a literal truth value (`#define kDebugColors NO`).
    var constants: [String: Bool] = [:]

    private(set) var made: [String: String] = [:]
    private(set) var backgrounds: [String: [ObjCViewFacts.Write]] = [:]
    private(set) var fonts: [String: ObjCViewFacts.Write] = [:]
    /// A text field's `borderStyle` (`UIKitRoundedTextFields`).
    private(set) var borderStyles: [String: ObjCViewFacts.Write] = [:]
    private(set) var parents: [String: String] = [:]
    private(set) var children: [String: [String]] = [:]
    private(set) var arranged: Set<String> = []
    private(set) var unfollowedParents: [String: (written: String, path: String, line: Int)] = [:]
    private(set) var uses: [ObjCViewFacts.Use] = []
    private(set) var attributedPlaceholders: Set<String> = []
    private(set) var hides: [String: (path: String, line: Int, written: String)] = [:]
    private(set) var shows: Set<String> = []
    private(set) var tableStyles: Set<String> = []
    private(set) var registered: [String] = []

    /// Local name → its view key; parameters and locals holding a view not followed are left out.
    private var locals: [String: String] = [:]
    private var unfollowed: Set<String> = []
    /// A local's key → the property (or `view`) it is stored in.
    private var aliases: [String: String] = [:]
    private var conditions: [String] = []
    /// The values a local that is not a view holds (`UIColor *muted = …;`, or one per branch assigning it), each with
    /// the condition of its branch; and how deep in conditions it was declared.
    private var localValues: [String: [(value: ObjCExpression, condition: String?)]] = [:]
    private var declaredDepth: [String: Int] = [:]

    /// The table styles UIKit's constants name (`UITableViewStyleGrouped`).
    static let tableStyleConstants = [
        "UITableViewStylePlain": "plain", "UITableViewStyleGrouped": "grouped",
        "UITableViewStyleInsetGrouped": "insetGrouped",
    ]

    init(className: String, method: ObjCMethod, path: String, properties: [String: String]) {
        self.className = className
        self.method = method
        self.path = path
        self.properties = properties
        unfollowed = Set(method.parameters.map(\.name))
    }

    mutating func run() { walk(method.body ?? []) }

    /// The key a local's view ends up with.
    func renamed(_ key: String) -> String {
        var k = key
        var seen: Set<String> = []
        while let next = aliases[k], seen.insert(k).inserted { k = next }
        return k
    }

    /// `[[UILabel alloc] initWithFrame:…]`, `[UILabel new]`, `[UIButton buttonWithType:…]`: the class made.
    static func madeClass(_ e: ObjCExpression) -> String? {
        switch e.kind {
        case .cast(_, let inner): return madeClass(inner)
        case .message(let receiver, let selector, _):
            if selector == "new", case .identifier(let c) = receiver.kind, c != "self" { return c }
            if selector.hasPrefix("init"), case .message(let allocated, "alloc", _) = receiver.kind,
                case .identifier(let c) = allocated.kind, c != "self"
            {
                return c
            }
            if case .identifier(let c) = receiver.kind, c.hasPrefix("UI"),
                selector.hasPrefix("buttonWithType:") || selector.hasPrefix("systemButton")
            {
                return c
            }
            return nil
        default: return nil
        }
    }

    /// The view an expression names: `self` → `self`; `self.x`, `_x`, `[self x]`, an ivar `x` → `x`; a local → its
    /// key; nil for a parameter, a local holding a view not followed, or anything longer (`cell.contentView`).
    func key(_ e: ObjCExpression) -> String? {
        switch e.kind {
        case .identifier(let name):
            if name == "self" { return "self" }
            if let local = locals[name] { return local }
            if unfollowed.contains(name) { return nil }
            if name.hasPrefix("_"), name.count > 1 { return String(name.dropFirst()) }
            return properties[name] != nil ? name : nil
        case .member(let base, let name, _):
            if name == "contentView", let cell = madeCell(base) { return cell + ".contentView" }
            guard case .identifier("self") = base.kind else { return nil }
            return name
        case .message(let receiver, let selector, let arguments):
            if selector == "contentView", arguments.isEmpty, let cell = madeCell(receiver) {
                return cell + ".contentView"
            }
            guard arguments.isEmpty, !selector.contains(":"), case .identifier("self") = receiver.kind else {
                return nil
            }
            return selector
        case .cast(_, let inner): return key(inner)
        default: return nil
        }
    }

    /// The key of a table or collection view cell this code makes (`_nameCell = [[UITableViewCell alloc]
    /// initWithStyle:…]`), whose `contentView` (`[_nameCell contentView]`) is then a view of the class's own: its views
    /// sit on that cell (`ObjCViewLayers`).
    private func madeCell(_ e: ObjCExpression) -> String? {
        guard let k = key(e), k != "self", let held = made[k], held.hasSuffix("Cell") else { return nil }
        return k
    }

    private var localSuffix: String { " (\(method.isClassMethod ? "+" : "-")\(method.selector))" }

    private var condition: String? { conditions.isEmpty ? nil : conditions.joined(separator: ", ") }

    private func write(_ value: ObjCExpression, _ line: Int) -> ObjCViewFacts.Write {
        ObjCViewFacts.Write(value: value, path: path, line: line, method: method.selector, condition: condition)
    }

    // MARK: The walk

    private mutating func walk(_ statements: [ObjCStatement]) {
        for statement in statements { walk(statement) }
    }

    private mutating func walk(_ statement: ObjCStatement) {
        switch statement.kind {
        case .expression(let e): visit(e)
        case .declaration(let variable):
            if let value = variable.value { visit(value) }
            bind(variable)
        case .ifElse(let condition, let then, let otherwise):
            visit(condition)
            if case .atDirective("available", _) = condition.kind { return walk(then) }
            // `if (kDebugColors)` with `#define kDebugColors NO`: only the branch that runs.
            if let holds = constant(condition) { return walk(holds ? then : otherwise ?? []) }
            if Self.isExistenceCheck(condition) {
                walk(then)
                return walk(otherwise ?? [])
            }
            let written = condition.written
            let shown = written.count > 60 ? String(written.prefix(59)) + "…" : written
            conditions.append("when \(shown)")
            walk(then)
            conditions[conditions.count - 1] = "otherwise (not \(shown))"
            walk(otherwise ?? [])
            conditions.removeLast()
        case .switchCases(let subject, let cases):
            visit(subject)
            conditions.append("for some values of \(subject.written)")
            for c in cases { walk(c.body) }
            conditions.removeLast()
        case .loop(let header, let body):
            walk(header)
            walk(body)
        case .returnValue(let value):
            guard let value else { return }
            visit(value)
            // The getter of a property returning the local it built: the local is the property.
            if method.parameters.isEmpty, !method.isClassMethod, properties[method.selector] != nil,
                let k = key(value), k.hasSuffix(localSuffix)
            {
                aliases[k] = method.selector
            }
        case .compound(let body): walk(body)
        case .jump, .unknown: break
        }
    }

    /// The truth value of a condition naming a constant (`kDebugColors`, `!kDebugColors`); nil otherwise.
    func constant(_ condition: ObjCExpression) -> Bool? {
        switch condition.kind {
        case .identifier(let name): constants[name]
        case .unary("!", let operand): constant(operand).map { !$0 }
        default: nil
        }
    }

    /// `if (!_titleLabel)`, `if (label == nil)`, `if (self)`, `if ((self = [super initWithFrame:frame]))`: whether
    /// the view exists, not a state.
    static func isExistenceCheck(_ condition: ObjCExpression) -> Bool {
        switch condition.kind {
        case .identifier("self"): return true
        case .assignment("=", let target, _):
            if case .identifier("self") = target.kind { return true }
            return false
        default: return ObjCCodeEffects.isNilTest(condition)
        }
    }

    private mutating func bind(_ variable: ObjCVariable) {
        let name = variable.name
        guard !name.isEmpty else { return }
        unfollowed.remove(name)
        locals[name] = nil
        if let value = variable.value, let cls = Self.madeClass(value) {
            let k = name + localSuffix
            locals[name] = k
            made[k] = cls
            arrange(value, in: k)
        } else if let value = variable.value, let held = key(value) {
            // `UILabel *label = self.titleLabel;`: the property's view.
            locals[name] = held
        } else if variable.value == nil, let cls = variable.className, !Self.valueClasses.contains(cls) {
            // `UILabel *label;` assigned below.
            locals[name] = name + localSuffix
        } else {
            unfollowed.insert(name)
        }
        declaredDepth[name] = conditions.count
        localValues[name] = variable.value.map { [($0, nil)] }
    }

    /// `muted = X;` for a local declared above: the value it holds, in the branch that assigns it.
    private mutating func assignLocal(_ name: String, _ value: ObjCExpression) {
        guard let depth = declaredDepth[name] else { return }
        if conditions.count <= depth {
            localValues[name] = [(value, nil)]
        } else {
            localValues[name, default: []].append((value, conditions[depth...].joined(separator: ", ")))
        }
    }

    /// A stack made with its views (`[[UIStackView alloc] initWithArrangedSubviews:@[a, b]]`): they are its children.
    private mutating func arrange(_ value: ObjCExpression, in stack: String) {
        guard case .message(_, "initWithArrangedSubviews:", let arguments) = value.kind,
            case .arrayLiteral(let items)? = arguments.first?.kind
        else { return }
        for item in items {
            guard let child = key(item) else { continue }
            parents[child] = stack
            children[stack, default: []].append(child)
            arranged.insert(child)
        }
    }

    private mutating func visit(_ e: ObjCExpression) {
        switch e.kind {
        case .assignment(let op, let target, let value):
            visit(value)
            guard op == "=" else { return }
            if case .member(let base, let property, false) = target.kind, Self.viewProperties.contains(property) {
                record(property, on: base, value, line: e.line)
            } else if let k = key(target) {
                if let cls = Self.madeClass(value) {
                    made[k] = cls
                    arrange(value, in: k)
                } else if let local = key(value), local != k, local.hasSuffix(localSuffix), !k.hasSuffix(localSuffix) {
                    // `self.titleLabel = label;`, `_titleLabel = label;`, `self.view = container;`.
                    aliases[local] = k
                }
            } else if case .identifier(let name) = target.kind, let cls = Self.madeClass(value) {
                let k = name + localSuffix
                unfollowed.remove(name)
                locals[name] = k
                made[k] = cls
                arrange(value, in: k)
            } else if case .identifier(let name) = target.kind {
                assignLocal(name, value)
            }
        case .message(let receiver, let selector, let arguments):
            visit(receiver)
            for a in arguments { visit(a) }
            send(receiver, selector, arguments, line: e.line)
        case .identifier(let name):
            if let style = Self.tableStyleConstants[name] { tableStyles.insert(style) }
        case .member(let base, _, _): visit(base)
        case .call(let callee, let arguments):
            visit(callee)
            for a in arguments { visit(a) }
        case .cast(_, let operand), .unary(_, let operand), .boxed(let operand): visit(operand)
        case .subscriptAccess(let base, let index):
            visit(base)
            visit(index)
        case .binary(_, let left, let right):
            visit(left)
            visit(right)
        case .ternary(let c, let then, let otherwise):
            visit(c)
            if let then { visit(then) }
            visit(otherwise)
        case .block(_, let body): walk(body)
        case .arrayLiteral(let items), .initializerList(let items): for item in items { visit(item) }
        case .dictionaryLiteral(let entries):
            for entry in entries {
                visit(entry.key)
                visit(entry.value)
            }
        case .objcString, .cString, .number, .character, .boxedBool, .atDirective, .unknown: break
        }
    }

    /// Classes of locals that hold a value, not a view (`UIColor *muted;` given a color per branch).
    static let valueClasses: Set<String> = [
        "UIColor", "NSColor", "UIFont", "NSFont", "UIImage", "NSString", "NSAttributedString",
        "NSMutableAttributedString", "NSNumber", "NSArray", "NSMutableArray", "NSDictionary",
    ]

    /// The view properties this reader records, by dot syntax or setter.
    static let viewProperties: Set<String> = [
        "textColor", "backgroundColor", "font", "hidden", "alpha", "placeholder", "attributedPlaceholder",
        "borderStyle",
    ]

    private mutating func send(_ receiver: ObjCExpression, _ selector: String, _ arguments: [ObjCExpression], line: Int)
    {
        if selector.hasPrefix("set"), selector.hasSuffix(":"), selector.dropLast().contains(":") == false,
            arguments.count == 1
        {
            let bare = selector.dropFirst(3).dropLast()
            let property = bare.prefix(1).lowercased() + bare.dropFirst()
            if Self.viewProperties.contains(property) { record(property, on: receiver, arguments[0], line: line) }
            return
        }
        switch selector {
        case "setTitleColor:forState:":
            guard let k = key(receiver), arguments.count == 2 else { return }
            var held: [(value: ObjCExpression, condition: String?)] = [(arguments[0], nil)]
            if case .identifier(let name) = arguments[0].kind, let values = localValues[name], !values.isEmpty {
                held = values
            }
            let state = arguments[1].written
            for (value, condition) in held {
                var w = write(value, line)
                let normal = ["UIControlStateNormal", "0", "UIControlStateNormal | UIControlStateHighlighted"]
                w.condition = [w.condition, condition, normal.contains(state) ? nil : "when state is \(state)"]
                    .compactMap { $0 }.joined(separator: ", ")
                if w.condition?.isEmpty == true { w.condition = nil }
                uses.append(.init(view: k, key: selector, write: w))
            }
        case "addSubview:", "addArrangedSubview:", "insertSubview:atIndex:", "insertSubview:belowSubview:",
            "insertSubview:aboveSubview:":
            guard let child = arguments.first.flatMap(key) else { return }
            guard let parent = key(receiver) else {
                unfollowedParents[child] = (receiver.written, path, line)
                return
            }
            parents[child] = parent
            children[parent, default: []].append(child)
            if selector == "addArrangedSubview:" { arranged.insert(child) }
        case "registerClass:forCellReuseIdentifier:", "registerClass:forCellWithReuseIdentifier:",
            "registerClass:forHeaderFooterViewReuseIdentifier:":
            switch arguments.first?.kind {
            case .message(let cls, "class", _)?, .member(let cls, "class", _)?:
                if case .identifier(let name) = cls.kind { registered.append(name) }
            default: break
            }
        default: break
        }
    }

    private mutating func record(_ property: String, on base: ObjCExpression, _ value: ObjCExpression, line: Int) {
        guard key(base) != nil else { return }
        // A local holding a color: each value it is given, in the branch giving it.
        if case .identifier(let name) = value.kind, let values = localValues[name], !values.isEmpty,
            ["textColor", "backgroundColor", "font"].contains(property)
        {
            for held in values {
                let saved = conditions
                if let c = held.condition { conditions.append(c) }
                recordValue(property, on: base, held.value, line: line)
                conditions = saved
            }
            return
        }
        recordValue(property, on: base, value, line: line)
    }

    private mutating func recordValue(_ property: String, on base: ObjCExpression, _ value: ObjCExpression, line: Int) {
        guard let k = key(base) else { return }
        let w = write(value, line)
        // `textColor = nil` restores the class's default: no color of the code's.
        if ObjCCodeEffects.isNil(value), property != "hidden", property != "alpha" { return }
        switch property {
        case "textColor": uses.append(.init(view: k, key: property, write: w))
        case "placeholder": uses.append(.init(view: k, key: property, write: w, platformColor: "placeholderText"))
        case "attributedPlaceholder": attributedPlaceholders.insert(k)
        case "backgroundColor": backgrounds[k, default: []].append(w)
        case "font": fonts[k] = w
        case "borderStyle": borderStyles[k] = w
        case "hidden", "alpha":
            let literal = value.written
            let hidden =
                property == "hidden"
                ? ["YES", "true", "1"].contains(literal) : ["0", "0.0", "0.f", "0.0f", "0f"].contains(literal)
            if hidden, conditions.isEmpty, hides[k] == nil {
                hides[k] = (path, line, "\(property) = \(literal)")
            } else if !hidden {
                shows.insert(k)
            }
        default: break
        }
    }
}
