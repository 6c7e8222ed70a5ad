import LegiblePalette
import LegibleSwiftSyntax

/// Colors Swift code sets on views it reaches other than through one outlet, read on the syntax tree (the method
/// bodies `SwiftDeclarationScanner` parsed for the run):
/// - the cells a table or collection view's delegate or data source configures: `cell.backgroundColor = …` in
///   `tableView(_:willDisplay:forRowAt:)`, `cell.textLabel?.textColor = …`, `cell.contentView.backgroundColor = …`,
///   `(cell as? StoryCell)?.byline.textColor = …`, and a cell dequeued in any method
///   (`let cell = tableView.dequeueReusableCell(withIdentifier: "Story", for: indexPath) as! StoryCell`,
///   `guard let cell = … as? StoryCell`, `if let cell = cell as? StoryCell`);
/// - outlets recolored through a collection: `[titleLabel, subtitleLabel].forEach { $0.textColor = c }`,
///   `for label in labels { label.textColor = c }` over an outlet collection (`@IBOutlet var labels: [UILabel]!`), and
///   over a local holding a literal array of outlets (`let allLabels = [a, b]; allLabels.forEach { … }`).
///
/// An assignment under an `if`, `guard`, `switch` or `where` keeps that condition (`Assignment.condition`): the
/// walk cannot decide it, so a pair it would recolor needs review. The conditions a cell is dequeued under are not
/// among them when that is the only place code dequeues such a cell (`case .onboardingSuspended: let cell = …;
/// cell.backgroundColor = …`): they decide whether the cell exists, not its color. A value naming one of the method's locals is
/// read through the local's value (`let fill = UIColor(named: "Card")`, then `cell.backgroundColor = fill`).
struct SwiftCodeRecolors {
    typealias Cell = CodeCellRecolor.Cell
    typealias CellRecolor = CodeCellRecolor.Recolor

    private(set) var cells: [CellRecolor] = []
    /// The cells dequeued, one per place in the code.
    private(set) var dequeued: [Cell] = []
    /// Colors set on each element of an outlet collection or a literal array of outlets: class → property → what.
    private(set) var collections: [(owner: String, property: String, assignment: CodeColorAssignments.Assignment)] = []

    /// Other colors set in a method whose value names the method's locals, with the value read through them: the
    /// line's key and value replace what the line scan took (`CodeColorAssignments.readLocals`).
    private(set) var localValues: [(at: SourceLocation, key: String, value: String)] = []

    /// The cell classes of the frameworks: a parameter of that type is any cell.
    static let frameworkCells: Set<String> = ["UITableViewCell", "UICollectionViewCell", "UICollectionReusableView"]
    /// The view properties whose colors a pair takes.
    static let keys: Set<String> = ["textColor", "backgroundColor"]

    init(
        files: [(path: String, tokens: [SwiftToken], declarations: [SwiftDeclaration], types: [SwiftTypeDeclaration])]
    ) {
        for file in files {
            for declaration in file.declarations {
                guard let owner = declaration.scope.last, let body = declaration.body else { continue }
                var walk = Walk(owner: owner, path: file.path, tokens: file.tokens)
                var scope = Scope()
                // `tableView(_:willDisplay:forRowAt:)`, `collectionView(_:willDisplay:forItemAt:)`: the cell shown.
                if ["tableView", "collectionView", "outlineView"].contains(declaration.name),
                    let shown = declaration.parameters.first(where: {
                        ["willDisplay", "willDisplayCell"].contains($0.label)
                    })
                {
                    let type = shown.type.trimmingCharacters(in: ["?", "!"])
                    scope.cells[shown.name] = Cell(
                        cellClass: Self.frameworkCells.contains(type) ? nil : type, reuseIdentifier: nil)
                }
                walk.run(body, scope)
                dequeued += walk.dequeued
                cells += walk.cells
                collections += walk.collections
                localValues += walk.localValues
            }
        }
        // A cell dequeued in more than one place: a color set in one of them holds only under its conditions.
        var dequeues: [String: Int] = [:]
        for cell in dequeued { dequeues[Self.key(cell), default: 0] += 1 }
        for k in cells.indices {
            guard let full = cells[k].underDequeue else { continue }
            let cell = cells[k].cell
            if dequeues[Self.key(cell)] != 1 || (cell.cellClass == nil && cell.reuseIdentifier == nil) {
                cells[k].assignment.condition = full
            }
            cells[k].underDequeue = nil
        }
    }

    /// Which cells a dequeue makes, for counting the places making them: class and reuse identifier.
    static func key(_ cell: Cell) -> String { (cell.cellClass ?? "?") + "\u{0}" + (cell.reuseIdentifier ?? "?") }

    /// What is in view while walking a body: cell locals, locals holding the elements of an outlet collection,
    /// other locals' values, and the condition the statements run under.
    struct Scope {
        var cells: [String: Cell] = [:]
        var elements: [String: [String]] = [:]
        var locals: [String: SwiftExpression] = [:]
        var condition: String?
        /// Cell locals → the condition they were dequeued under ("" for none).
        var dequeuedUnder: [String: String] = [:]

        mutating func bind(_ name: String, _ value: SwiftExpression?) {
            cells[name] = nil
            elements[name] = nil
            locals[name] = nil
            dequeuedUnder[name] = nil
            guard let value else { return }
            if let cell = cell(of: value) {
                cells[name] = cell
                if Self.isDequeue(value) {
                    dequeuedUnder[name] = condition ?? ""
                } else if let root = Self.root(of: value), let under = dequeuedUnder[root] {
                    dequeuedUnder[name] = under
                }
            } else {
                locals[name] = value
            }
        }

        /// Whether `value` is a dequeue (cast or not): a cell made here.
        static func isDequeue(_ value: SwiftExpression) -> Bool {
            switch value {
            case .binary(let op, let inner, _, _) where op == "as!" || op == "as?" || op == "as": isDequeue(inner)
            case .postfix(_, let inner, _): isDequeue(inner)
            case .call(.member(_, let method, _), _, _, _):
                CodeCellRecolor.dequeueMethods.contains { method.hasPrefix($0) }
            default: false
            }
        }

        /// The local an expression starts from (`cell` in `cell.contentView`, `cell as? StoryCell`).
        static func root(of value: SwiftExpression) -> String? {
            switch value {
            case .binary(let op, let inner, _, _) where op == "as!" || op == "as?" || op == "as": root(of: inner)
            case .postfix(_, let inner, _): root(of: inner)
            case .member(let base, _, _): root(of: base)
            case .name(let name, _): name
            default: nil
            }
        }

        /// The condition of a write to the cell `holder` leaves, without the conditions the cell was dequeued under
        /// (nil: unconditional for that cell); nil for `full` too when it is not such a cell.
        func condition(forWriteTo holder: SwiftExpression) -> (own: String?, full: String?) {
            guard let root = Self.root(of: holder), let under = dequeuedUnder[root], let condition else {
                return (condition, nil)
            }
            if under.isEmpty { return (condition, nil) }
            if condition == under { return (nil, condition) }
            guard condition.hasPrefix(under + " and ") else { return (condition, nil) }
            return (String(condition.dropFirst(under.count + 5)), condition)
        }

        /// The cell an expression is: a dequeued cell, a cast of one, a cell local or a member of one.
        func cell(of value: SwiftExpression) -> Cell? {
            switch value {
            case .binary(let op, let inner, let type, _) where op == "as!" || op == "as?" || op == "as":
                guard var cell = cell(of: inner) else { return nil }
                if cell.members.isEmpty, let name = type.dottedPath?.split(separator: ".").last {
                    cell.cellClass = String(name)
                }
                return cell
            case .postfix(_, let inner, _):
                return cell(of: inner)
            case .name(let name, _):
                return cells[name]
            case .member(let base, let member, _):
                guard var cell = cell(of: base) else { return nil }
                cell.members.append(member)
                return cell
            case .call(.member(let base, "viewWithTag", _), let arguments, _, _):
                // `cell.viewWithTag(2) as? UILabel`: the cell's element with that tag.
                guard var cell = cell(of: base), arguments.count == 1, case .number(_, let tag) = arguments[0].value
                else { return nil }
                cell.members.append(CodeCellRecolor.Cell.tagged(tag.text))
                return cell
            case .call(.member(_, let method, _), let arguments, _, _)
            where CodeCellRecolor.dequeueMethods.contains(where: { method.hasPrefix($0) }):
                // A cell, or a collection's supplementary view (`dequeueReusableSupplementaryView(ofKind:…)`): a
                // section header from a xib is configured the same way.
                let identifier = arguments.first {
                    ["withIdentifier", "withReuseIdentifier"].contains($0.label ?? "")
                }
                if case .string(let text, false, _)? = identifier?.value { return Cell(reuseIdentifier: text) }
                return Cell()
            default:
                return nil
            }
        }

        /// The outlets a sequence holds (`Walk.outlets`), through a local holding a literal array of them
        /// (`let allLabels = [emailLabel, themeLabel]`, then `allLabels.forEach { $0?.textColor = c }`).
        func outlets(in sequence: SwiftExpression) -> [String] {
            if case .name(let name, _) = Walk.unwrapped(sequence), let held = locals[name],
                case .array = Walk.unwrapped(held)
            {
                return Walk.outlets(in: Walk.unwrapped(held))
            }
            return Walk.outlets(in: sequence)
        }

        /// `value` with the locals it names replaced by their values (a few levels deep).
        func substituted(_ value: SwiftExpression, depth: Int = 0) -> SwiftExpression {
            guard depth < 4 else { return value }
            func sub(_ e: SwiftExpression) -> SwiftExpression { substituted(e, depth: depth + 1) }
            switch value {
            case .name(let name, _): return locals[name].map(sub) ?? value
            case .member(let base, let m, let t): return .member(sub(base), m, t)
            case .postfix(let op, let base, let t): return .postfix(op, sub(base), t)
            case .unary(let op, let base, let t): return .unary(op, sub(base), t)
            case .binary(let op, let l, let r, let t): return .binary(op, sub(l), sub(r), t)
            case .ternary(let c, let a, let b, let t): return .ternary(sub(c), sub(a), sub(b), t)
            case .call(let callee, let arguments, let trailing, let t):
                return .call(
                    sub(callee), arguments.map { SwiftArgument(label: $0.label, value: sub($0.value)) },
                    trailingClosure: trailing, t)
            default: return value
            }
        }
    }

    /// One method body's walk.
    struct Walk {
        let owner: String
        let path: String
        let tokens: [SwiftToken]
        var cells: [CellRecolor] = []
        var collections: [(owner: String, property: String, assignment: CodeColorAssignments.Assignment)] = []
        var localValues: [(at: SourceLocation, key: String, value: String)] = []
        /// The cells this body dequeues, one per place.
        var dequeued: [Cell] = []

        init(owner: String, path: String, tokens: [SwiftToken]) {
            self.owner = owner
            self.path = path
            self.tokens = tokens
        }

        mutating func run(_ statements: [SwiftStatement], _ outer: Scope) {
            var scope = outer
            for statement in statements {
                switch statement {
                case .binding(let name, _, let value, _):
                    scope.bind(name, value)
                    if let value, Scope.isDequeue(value), let cell = scope.cells[name] { dequeued.append(cell) }
                    if let value { visitClosures(in: value, scope) }
                case .assignment(let target, let value, let equals):
                    record(target, value, at: equals, scope)
                case .expression(let e):
                    expression(e, scope)
                case .return(let e?, _):
                    visitClosures(in: e, scope)
                case .if(let conditions, let then, let elseBody, _):
                    var inner = scope
                    let undecided = bindConditions(conditions, into: &inner)
                    if let undecided { inner.condition = Self.joined(scope.condition, "when " + undecided) }
                    run(then, inner)
                    if let elseBody {
                        var otherwise = scope
                        otherwise.condition = Self.joined(
                            scope.condition, undecided.map { "unless " + $0 } ?? "when a cast or binding fails")
                        run(elseBody, otherwise)
                    }
                case .guard(let conditions, let elseBody, _):
                    var otherwise = scope
                    otherwise.condition = Self.joined(scope.condition, "when a guard fails")
                    run(elseBody, otherwise)
                    // The rest of the body runs only when the guard holds.
                    if let undecided = bindConditions(conditions, into: &scope) {
                        scope.condition = Self.joined(scope.condition, "when " + undecided)
                    }
                case .switch(let subject, let cases, _):
                    let on = subject.written ?? "a value"
                    for c in cases {
                        var inner = scope
                        let which = c.isDefault ? "in its default case" : "in one of its cases"
                        inner.condition = Self.joined(scope.condition, "when switching on \(on), \(which)")
                        run(c.body, inner)
                    }
                case .other(let t) where t.is("for"):
                    forLoop(at: t, scope)
                default:
                    continue
                }
            }
        }

        static func joined(_ a: String?, _ b: String) -> String { a.map { $0 + " and " + b } ?? b }

        /// Binds the optional bindings of an `if`/`guard` (`let cell = cell as? StoryCell`) into `scope`; returns the
        /// conditions the walk cannot decide, as written, or nil when every condition is a binding.
        mutating func bindConditions(_ conditions: [SwiftExpression], into scope: inout Scope) -> String? {
            var undecided: [String] = []
            for condition in conditions {
                if case .unknown(let t) = condition, t.is("let") || t.is("var"),
                    let (name, value) = tokens.binding(at: t)
                {
                    // A cast binding filters by class; a binding of anything else is a run-time value.
                    let cell = scope.cell(of: value)
                    scope.bind(name, value)
                    if let cell, Scope.isDequeue(value) { dequeued.append(cell) }
                    if cell == nil { undecided.append("\(value.written ?? name) is not nil") }
                } else {
                    undecided.append(condition.written ?? "a condition")
                }
            }
            return undecided.isEmpty ? nil : undecided.joined(separator: " and ")
        }

        /// `for name in sequence { … }` (a `where` clause makes its body conditional).
        mutating func forLoop(at t: SwiftToken, _ scope: Scope) {
            guard let k = tokens.position(of: t), k + 3 < tokens.count, tokens[k + 1].kind == .identifier,
                tokens[k + 2].is("in")
            else { return }
            var parser = SwiftExpressionParser(tokens: tokens, range: (k + 3)..<tokens.count)
            let sequence = parser.parseExpression(trailingClosures: false)
            var open = parser.position
            var filtered = false
            while open < tokens.count, !tokens[open].is("{") {
                filtered = true
                open += 1
            }
            guard open < tokens.count else { return }
            let close = parser.matching(open)
            var bodyParser = SwiftExpressionParser(tokens: tokens, range: (open + 1)..<max(open + 1, close - 1))
            var inner = scope
            inner.bind(tokens[k + 1].text, nil)
            inner.elements[tokens[k + 1].text] = scope.outlets(in: sequence)
            if filtered { inner.condition = Self.joined(scope.condition, "for the elements its where clause keeps") }
            run(bodyParser.parseStatements(), inner)
        }

        /// The outlets a sequence holds: an outlet collection (`labels`, `self.labels`) or a literal array of
        /// outlets (`[titleLabel, subtitleLabel]`).
        static func outlets(in sequence: SwiftExpression) -> [String] {
            switch sequence {
            case .array(let elements, _): return elements.compactMap { property($0) }
            default: return property(sequence).map { [$0] } ?? []
            }
        }

        /// `name`, `self.name`, `name?`, `name!` → `name`.
        static func property(_ e: SwiftExpression) -> String? {
            switch e {
            case .postfix(_, let base, _): property(base)
            case .name(let n, _) where n != "self": n
            case .member(.name("self", _), let n, _): n
            default: nil
            }
        }

        /// A call: `sequence.forEach { $0.textColor = c }` walks its closure with `$0` (or the closure's parameter)
        /// as each element; other trailing closures (`UIView.performWithoutAnimation { … }`) run in place.
        mutating func expression(_ e: SwiftExpression, _ scope: Scope) {
            guard case .call(let callee, let arguments, let trailing, _) = e else { return }
            var closure = trailing
            if closure == nil, case .closure(let c)? = arguments.last?.value { closure = c }
            if case .member(let base, "forEach", _) = callee, let closure {
                var inner = scope
                let element = closure.parameters.first ?? "$0"
                inner.bind(element, nil)
                inner.elements[element] = scope.outlets(in: Self.unwrapped(base))
                run(closure.body, inner)
                return
            }
            if let closure { run(closure.body, scope) }
        }

        static func unwrapped(_ e: SwiftExpression) -> SwiftExpression {
            if case .postfix(_, let base, _) = e { return unwrapped(base) }
            return e
        }

        mutating func visitClosures(in e: SwiftExpression, _ scope: Scope) {
            if case .call = e { expression(e, scope) }
        }

        /// `target = value` when the target is a color of a cell or of a collection's element.
        mutating func record(_ target: SwiftExpression, _ value: SwiftExpression, at equals: SwiftToken, _ scope: Scope)
        {
            guard case .member(let base, let key, _) = target, SwiftCodeRecolors.keys.contains(key) else { return }
            var holder = Self.unwrapped(base)
            // `view.layer.backgroundColor`, `layer?.backgroundColor`: the view's background.
            if case .member(let view, "layer", _) = holder { holder = Self.unwrapped(view) }
            let read = scope.substituted(value)
            let written = read.written ?? "an expression Legible does not read"
            let assignment = CodeColorAssignments.Assignment(
                key: key, value: written, location: SourceLocation(path: path, line: equals.line), assigner: owner,
                condition: scope.condition, written: read == value ? nil : value.written)
            if let cell = scope.cell(of: holder) {
                let (own, full) = scope.condition(forWriteTo: holder)
                var recolor = CellRecolor(owner: owner, cell: cell, assignment: assignment)
                if let full {
                    recolor.assignment.condition = own
                    recolor.underDequeue = full
                }
                cells.append(recolor)
            } else if case .name(let element, _) = holder, let properties = scope.elements[element] {
                var own = assignment
                own.assigner = nil
                for property in properties { collections.append((owner, property, own)) }
            } else if read != value {
                // A line the class's own scan reads (`layer?.backgroundColor = fill.cgColor`): its value through
                // the locals.
                localValues.append((assignment.location, key, written))
            }
        }
    }
}
