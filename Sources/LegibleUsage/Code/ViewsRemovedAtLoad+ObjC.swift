import Foundation
import LegibleObjCSyntax
import LegiblePalette

extension ViewsRemovedAtLoad {
    /// Reads each `@implementation`'s `viewDidLoad`, `awakeFromNib` and `windowDidLoad` (and the class's methods
    /// without arguments they send to `self`) for the views removed on every path, following the category methods of
    /// framework views (`@implementation NSStackView (Clearing) - (void)removeAllViews`) through their bodies; and
    /// every message that adds a view to a view tree (`[stack addArrangedSubview:self.hintLabel]`).
    mutating func read(objc files: [ObjCFile]) {
        var methods: [String: [ObjCStatement]] = [:]
        for file in files {
            for cls in file.classes where cls.kind == .implementation {
                for method in cls.methods where !method.isClassMethod && method.parameters.isEmpty {
                    if let body = method.body { methods[cls.name + "\u{0}" + method.selector] = body }
                }
                for method in cls.methods { for s in method.body ?? [] { readAdded(s) } }
            }
        }
        var reader = ObjCRemovalReader(methods: methods, removers: [:])
        for (key, body) in methods.sorted(by: { $0.key < $1.key }) {
            let parts = key.split(separator: "\u{0}", omittingEmptySubsequences: false).map(String.init)
            guard IBElementKinds.isFrameworkClass(parts[0]) else { continue }
            if let own = reader.removed(body, owner: parts[0]).first(where: { $0.chain.isEmpty }) {
                reader.removers[parts[1]] = own.subviews
            }
        }
        for file in files {
            for cls in file.classes where cls.kind == .implementation {
                for method in cls.methods
                where !method.isClassMethod && Self.lifecycleMethods.contains(method.selector) {
                    for r in reader.removed(method.body ?? [], owner: cls.name) where r.chain.count == 1 {
                        add(
                            Removal(
                                owner: cls.name, property: Self.property(r.chain[0]), subviews: r.subviews,
                                at: SourceLocation(path: file.path, line: r.line), lifecycle: method.selector))
                    }
                }
            }
        }
    }

    /// The views the messages of a statement add to a view tree, by their last name.
    private mutating func readAdded(_ s: ObjCStatement) {
        switch s.kind {
        case .expression(let e): readAdded(e)
        case .declaration(let v): if let value = v.value { readAdded(value) }
        case .ifElse(let c, let then, let otherwise):
            readAdded(c)
            for s in then + (otherwise ?? []) { readAdded(s) }
        case .switchCases(_, let cases): for c in cases { for s in c.body { readAdded(s) } }
        case .loop(let header, let body): for s in header + body { readAdded(s) }
        case .returnValue(let e): if let e { readAdded(e) }
        case .compound(let body): for s in body { readAdded(s) }
        case .jump, .unknown: break
        }
    }

    private mutating func readAdded(_ e: ObjCExpression) {
        switch e.kind {
        case .message(let receiver, let selector, let arguments):
            // `[stack addArrangedSubview:_hint]`, `[window setContentView:_banner]`.
            let setsView =
                selector.hasPrefix("set") && selector.hasSuffix(":") && selector.filter({ $0 == ":" }).count == 1
                && Self.holdsView(String(selector.dropFirst(3).dropLast()))
            if Self.adding.contains(selector) || setsView,
                let view = arguments.first.flatMap(ObjCRemovalReader.chain)?.last
            {
                addBack(view)
            }
            readAdded(receiver)
            for a in arguments { readAdded(a) }
        case .assignment(_, let target, let value):
            // `self.tableView.tableHeaderView = _banner`.
            if case .member(_, let property, _) = target.kind, Self.holdsView(property),
                let view = ObjCRemovalReader.chain(value)?.last
            {
                addBack(view)
            }
            readAdded(target)
            readAdded(value)
        case .block(_, let body): for s in body { readAdded(s) }
        case .call(let callee, let arguments):
            readAdded(callee)
            for a in arguments { readAdded(a) }
        case .cast(_, let inner), .unary(_, let inner), .boxed(let inner), .member(let inner, _, _): readAdded(inner)
        case .binary(_, let l, let r):
            readAdded(l)
            readAdded(r)
        case .ternary(let c, let a, let b):
            readAdded(c)
            if let a { readAdded(a) }
            readAdded(b)
        default: break
        }
    }
}

/// The views an Objective-C method body removes on every path through it (`ViewsRemovedAtLoad`).
struct ObjCRemovalReader {
    typealias Removed = SwiftRemovalReader.Removed

    /// `Class` NUL selector → the body of a method without arguments.
    let methods: [String: [ObjCStatement]]
    /// Category methods of framework views that remove the receiver (false) or all its subviews (true).
    var removers: [String: Bool]

    func removed(_ body: [ObjCStatement], owner: String, visiting: Set<String> = []) -> [Removed] {
        var out: [Removed] = []
        func add(_ found: [Removed]) {
            for r in found where !out.contains(where: { $0.key == r.key }) { out.append(r) }
        }
        for statement in body {
            switch statement.kind {
            case .expression(let e):
                add(removed(e, owner: owner, line: statement.line, visiting: visiting))
            case .compound(let inner):
                add(removed(inner, owner: owner, visiting: visiting))
            case .ifElse(let condition, let then, let otherwise):
                let first = removed(then, owner: owner, visiting: visiting)
                if case .atDirective("available", _) = condition.kind {
                    add(first)
                } else if let otherwise {
                    let other = Set(removed(otherwise, owner: owner, visiting: visiting).map(\.key))
                    add(first.filter { other.contains($0.key) })
                }
            case .loop(let header, let loopBody):
                // `for (NSView *view in self.stackView.views) { [view removeFromSuperview]; }`.
                guard header.count == 2, case .declaration(let element) = header[0].kind,
                    case .expression(let collection) = header[1].kind, let list = Self.subviewList(collection),
                    removed(loopBody, owner: owner, visiting: visiting).contains(where: {
                        $0.chain == [element.name] && !$0.subviews
                    })
                else { continue }
                add([Removed(chain: list, subviews: true, line: statement.line)])
            case .jump(let word) where !["break", "continue", "goto"].contains(where: { word.hasPrefix($0) }):
                // `;`, a label.
                continue
            case .returnValue, .switchCases, .jump:
                // What follows runs only on some paths.
                return out
            case .declaration, .unknown:
                continue
            }
        }
        return out
    }

    private func removed(_ e: ObjCExpression, owner: String, line: Int, visiting: Set<String>) -> [Removed] {
        guard case .message(let receiver, let selector, let arguments) = e.kind, let chain = Self.chain(receiver)
        else { return [] }
        if selector == "removeFromSuperview" {
            return [Removed(chain: chain, subviews: false, line: line)]
        }
        // `[stack.arrangedSubviews makeObjectsPerformSelector:@selector(removeFromSuperview)]`.
        if selector == "makeObjectsPerformSelector:", let list = Self.subviewList(receiver),
            case .atDirective("selector", let performed)? = arguments.first?.kind,
            performed.trimmingCharacters(in: .whitespaces) == "removeFromSuperview"
        {
            return [Removed(chain: list, subviews: true, line: line)]
        }
        guard arguments.isEmpty else { return [] }
        if !chain.isEmpty, let subviews = removers[selector] {
            return [Removed(chain: chain, subviews: subviews, line: line)]
        }
        // `[self setUpTutorial]`: the class's own method, followed into its body.
        let key = owner + "\u{0}" + selector
        guard chain.isEmpty, !visiting.contains(key), visiting.count < 8, let body = methods[key] else { return [] }
        return removed(body, owner: owner, visiting: visiting.union([key])).map {
            Removed(chain: $0.chain, subviews: $0.subviews, line: line)
        }
    }

    /// The names of a receiver from `self`: `self.stack`, `_stack`, `[self stack]` → `[stack]` (an instance
    /// variable without its underscore), `self` → `[]`; nil when it is no chain of names.
    static func chain(_ e: ObjCExpression) -> [String]? {
        switch e.kind {
        case .identifier(let name): return name == "self" ? [] : [ViewsRemovedAtLoad.property(name)]
        case .member(let base, let name, _): return chain(base).map { $0 + [name] }
        case .message(let base, let selector, let arguments) where arguments.isEmpty && !selector.contains(":"):
            return chain(base).map { $0 + [selector] }
        case .cast(_, let inner): return chain(inner)
        default: return nil
        }
    }

    /// The view whose subviews a collection is (`self.stack.arrangedSubviews`, `[_stack views]` → `[stack]`), nil
    /// when it is no list of subviews.
    static func subviewList(_ e: ObjCExpression) -> [String]? {
        guard let names = chain(e), let last = names.last, ViewsRemovedAtLoad.subviewLists.contains(last) else {
            return nil
        }
        return Array(names.dropLast())
    }
}
