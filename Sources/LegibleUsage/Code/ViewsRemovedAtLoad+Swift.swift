import LegiblePalette
import LegibleSwiftSyntax

extension ViewsRemovedAtLoad {
    /// Reads each Swift type's `viewDidLoad`, `awakeFromNib` and `windowDidLoad` (and the parameterless methods of the
    /// type they call) for the views removed on every path, following the extension methods of framework views
    /// (`extension NSStackView { func removeAllSubViews() }`) through their bodies; and every file's tokens for the
    /// views code adds to a view tree or assigns to a property that shows one.
    mutating func read(swift files: [(path: String, tokens: [SwiftToken], declarations: [SwiftDeclaration])]) {
        var methods: [String: (tokens: [SwiftToken], body: [SwiftStatement])] = [:]
        for file in files {
            for d in file.declarations where d.kind == .function && d.parameters.isEmpty && !d.isStatic {
                guard let owner = d.scope.last, let body = d.body else { continue }
                methods[owner + "\u{0}" + d.name] = (file.tokens, body)
            }
            for (k, t) in file.tokens.enumerated()
            where t.kind == .identifier && Self.adding.contains(t.text) && k + 1 < file.tokens.count
                && file.tokens[k + 1].is("(")
            {
                if let name = Self.lastName(in: file.tokens, from: k + 2) { addBack(name) }
            }
            // `tableView.tableHeaderView = banner`: a chain of names assigned to a property that shows a view.
            for (k, t) in file.tokens.enumerated()
            where t.is("=") && k > 0 && file.tokens[k - 1].kind == .identifier
                && Self.holdsView(file.tokens[k - 1].text)
            {
                var j = k + 1
                var last: String?
                while j < file.tokens.count, !file.tokens[j].startsLine || j == k + 1 {
                    let u = file.tokens[j]
                    if u.kind == .identifier {
                        last = u.text
                    } else if !(u.is(".") || u.is("?") || u.is("!")) {
                        last = nil
                        break
                    }
                    j += 1
                }
                if let last { addBack(last) }
            }
        }
        var reader = SwiftRemovalReader(methods: methods, removers: [:])
        // Extension methods of framework views that remove the receiver or all its subviews.
        for (key, method) in methods.sorted(by: { $0.key < $1.key }) {
            let parts = key.split(separator: "\u{0}", omittingEmptySubsequences: false).map(String.init)
            guard IBElementKinds.isFrameworkClass(parts[0]) else { continue }
            if let own = reader.removed(method.body, owner: parts[0], tokens: method.tokens).first(where: {
                $0.chain.isEmpty
            }) {
                reader.removers[parts[1]] = own.subviews
            }
        }
        for file in files {
            for d in file.declarations
            where d.kind == .function && d.parameters.isEmpty && Self.lifecycleMethods.contains(d.name) {
                guard let owner = d.scope.last, let body = d.body else { continue }
                for r in reader.removed(body, owner: owner, tokens: file.tokens) where r.chain.count == 1 {
                    add(
                        Removal(
                            owner: owner, property: Self.property(r.chain[0]), subviews: r.subviews,
                            at: SourceLocation(path: file.path, line: r.line), lifecycle: d.name))
                }
            }
        }
    }

    /// The last name of the argument that starts at token `start` (`addSubview(self.banner)`: `banner`), up to the
    /// first `,` or `)` outside brackets; nil when it ends otherwise.
    static func lastName(in tokens: [SwiftToken], from start: Int) -> String? {
        var depth = 0
        var last: String?
        var k = start
        while k < tokens.count {
            let t = tokens[k]
            if t.is("(") || t.is("[") || t.is("{") {
                depth += 1
            } else if t.is(")") || t.is("]") || t.is("}") {
                if depth == 0 { return last }
                depth -= 1
            } else if depth == 0, t.is(",") {
                return last
            } else if depth == 0, t.kind == .identifier {
                last = t.text
            }
            k += 1
        }
        return nil
    }
}

/// The views a Swift method body removes on every path through it (`ViewsRemovedAtLoad`).
struct SwiftRemovalReader {
    /// A view removed: the chain naming it from `self` (`[]` for `self`), or whose subviews are removed.
    struct Removed: Hashable {
        var chain: [String]
        var subviews: Bool
        /// The line of the removal, or of the call of the method that removes it.
        var line: Int

        var key: [String] { chain + [subviews ? "\u{0}subviews" : ""] }
    }

    /// `Owner` NUL `name` → a parameterless method's body, with its file's tokens.
    let methods: [String: (tokens: [SwiftToken], body: [SwiftStatement])]
    /// Extension methods of framework views that remove the receiver (false) or all its subviews (true).
    var removers: [String: Bool]

    func removed(
        _ body: [SwiftStatement], owner: String, tokens: [SwiftToken], visiting: Set<String> = []
    ) -> [Removed] {
        var out: [Removed] = []
        func add(_ found: [Removed]) {
            for r in found where !out.contains(where: { $0.key == r.key }) { out.append(r) }
        }
        for statement in body {
            switch statement {
            case .expression(let e):
                add(removed(e, owner: owner, tokens: tokens, visiting: visiting))
            case .if(let conditions, let then, let otherwise, _):
                let first = removed(then, owner: owner, tokens: tokens, visiting: visiting)
                if conditions.allSatisfy(Self.isAvailability) {
                    add(first)
                } else if let otherwise {
                    let other = Set(removed(otherwise, owner: owner, tokens: tokens, visiting: visiting).map(\.key))
                    add(first.filter { other.contains($0.key) })
                }
            case .other(let t):
                // `for view in stack.arrangedSubviews { view.removeFromSuperview() }`.
                guard let (element, collection) = tokens.forIn(at: t), let list = Self.subviewList(collection),
                    let block = tokens.blocks(ofStatementAt: t).first,
                    removed(block, owner: owner, tokens: tokens, visiting: visiting).contains(where: {
                        $0.chain == [element] && !$0.subviews
                    })
                else { continue }
                add([Removed(chain: list, subviews: true, line: t.line)])
            case .guard, .return, .switch:
                // What follows runs only on some paths.
                return out
            case .binding, .assignment:
                continue
            }
        }
        return out
    }

    private func removed(
        _ e: SwiftExpression, owner: String, tokens: [SwiftToken], visiting: Set<String>
    ) -> [Removed] {
        guard case .call(let callee, let arguments, let trailing, let t) = e else { return [] }
        let base: SwiftExpression?
        let name: String
        switch callee {
        case .name(let n, _): (base, name) = (nil, n)
        case .member(let b, let n, _): (base, name) = (SwiftCodeEffects.unwrapped(b), n)
        default: return []
        }
        let receiver: [String]? = if let base { SwiftCodeEffects.chain(base) } else { [] }
        if name == "removeFromSuperview", arguments.isEmpty, trailing == nil, let receiver {
            return [Removed(chain: receiver, subviews: false, line: t.line)]
        }
        // `stack.arrangedSubviews.forEach { $0.removeFromSuperview() }`.
        if name == "forEach", let base, let list = Self.subviewList(base),
            let closure = trailing
                ?? arguments.first.flatMap({ a -> SwiftClosure? in
                    if case .closure(let c) = a.value { c } else { nil }
                })
        {
            let element = closure.parameters.first ?? "$0"
            let inner = removed(closure.body, owner: owner, tokens: tokens, visiting: visiting)
            return inner.contains { $0.chain == [element] && !$0.subviews }
                ? [Removed(chain: list, subviews: true, line: t.line)] : []
        }
        guard arguments.isEmpty, trailing == nil, let receiver else { return [] }
        // `stack.removeAllSubViews()`: a framework view's extension method.
        if !receiver.isEmpty, let subviews = removers[name] {
            return [Removed(chain: receiver, subviews: subviews, line: t.line)]
        }
        // `setUpTutorial()`, `self.setUpTutorial()`: the type's own method, followed into its body.
        let key = owner + "\u{0}" + name
        guard receiver.isEmpty, !visiting.contains(key), visiting.count < 8, let method = methods[key] else {
            return []
        }
        return removed(method.body, owner: owner, tokens: method.tokens, visiting: visiting.union([key])).map {
            Removed(chain: $0.chain, subviews: $0.subviews, line: t.line)
        }
    }

    /// `#available(macOS 10.14, *)`: holds on a current OS.
    static func isAvailability(_ e: SwiftExpression) -> Bool {
        if case .call(.name("#available", _), _, _, _) = e { return true }
        return false
    }

    /// The view whose subviews a collection is (`stack.arrangedSubviews` → `[stack]`, `self.views` and `views` →
    /// `[]`), nil when it is no list of subviews.
    static func subviewList(_ e: SwiftExpression) -> [String]? {
        switch SwiftCodeEffects.unwrapped(e) {
        case .name(let list, _) where ViewsRemovedAtLoad.subviewLists.contains(list): return []
        case .member(let base, let list, _) where ViewsRemovedAtLoad.subviewLists.contains(list):
            return SwiftCodeEffects.chain(SwiftCodeEffects.unwrapped(base))
        default: return nil
        }
    }
}
