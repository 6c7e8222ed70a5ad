import LegibleObjCSyntax
import LegiblePalette

extension EmptiedStaticSections {
    /// Reads `- tableView:numberOfRowsInSection:` of each `@implementation`: a statement `if (section == N && …)
    /// return 0;` (or `case N: return 0;` of a `switch (section)`) before the method returns otherwise. A condition is
    /// decided through the class's own methods without arguments (`[self.class capsLockMappingSupported]`), whose
    /// `@available` checks take the newer branch, as a current OS does.
    mutating func read(objc files: [ObjCFile]) {
        for file in files {
            for cls in file.classes where cls.kind == .implementation {
                guard
                    let method = cls.methods.first(where: {
                        !$0.isClassMethod && $0.selector == "tableView:numberOfRowsInSection:"
                    }), let body = method.body, method.parameters.count == 2
                else { continue }
                let reader = ObjCSectionReader(cls: cls, file: file, section: method.parameters[1].name)
                for (section, emptied) in reader.emptied(body) { add(owner: cls.name, section: section, emptied) }
            }
        }
    }
}

/// One controller's `tableView:numberOfRowsInSection:`, read for the sections it returns no rows for.
struct ObjCSectionReader {
    let cls: ObjCClass
    let file: ObjCFile
    /// The method's section parameter.
    let section: String

    func emptied(_ body: [ObjCStatement]) -> [(Int, EmptiedStaticSections.Emptied)] {
        var result: [(Int, EmptiedStaticSections.Emptied)] = []
        for statement in body {
            switch statement.kind {
            case .ifElse(let condition, let then, _) where returnsZero(then):
                var conjuncts = Self.conjuncts(condition)
                guard let index = conjuncts.firstIndex(where: { sectionNumber($0) != nil }),
                    let number = sectionNumber(conjuncts[index])
                else { continue }
                conjuncts.remove(at: index)
                let at = SourceLocation(path: file.path, line: statement.line)
                let truth = conjuncts.map { self.truth($0, depth: 0) }
                if truth.contains(false) { continue }
                if truth.allSatisfy({ $0 == true }) {
                    result.append((number, .init(at: at, undecided: nil)))
                } else {
                    result.append(
                        (number, .init(at: at, undecided: conjuncts.map(\.written).joined(separator: " && "))))
                }
            case .switchCases(let subject, let cases) where Self.isName(subject, section):
                for c in cases where returnsZero(c.body) {
                    for label in c.labels {
                        guard let number = constant(label) else { continue }
                        result.append(
                            (number, .init(at: SourceLocation(path: file.path, line: statement.line), undecided: nil)))
                    }
                }
            case .returnValue:
                return result
            default:
                continue
            }
        }
        return result
    }

    /// `return 0;` first in the statements (inside braces or not).
    func returnsZero(_ statements: [ObjCStatement]) -> Bool {
        guard let first = statements.first else { return false }
        switch first.kind {
        case .returnValue(let value?): return constant(value) == 0
        case .compound(let inner): return returnsZero(inner)
        default: return false
        }
    }

    /// `section == N` or `N == section`: N.
    func sectionNumber(_ e: ObjCExpression) -> Int? {
        guard case .binary("==", let left, let right) = e.kind else { return nil }
        if Self.isName(left, section) { return constant(right) }
        if Self.isName(right, section) { return constant(left) }
        return nil
    }

    /// An integer literal, or a `#define` of one in the file.
    func constant(_ e: ObjCExpression) -> Int? {
        switch e.kind {
        case .number(let text): return Int(text)
        case .identifier(let name):
            return file.defines.first { $0.name == name && $0.parameters == nil }.flatMap {
                constant($0.value)
            }
        default: return nil
        }
    }

    static func isName(_ e: ObjCExpression, _ name: String) -> Bool {
        if case .identifier(name) = e.kind { return true }
        return false
    }

    static func conjuncts(_ e: ObjCExpression) -> [ObjCExpression] {
        if case .binary("&&", let l, let r) = e.kind { return conjuncts(l) + conjuncts(r) }
        return [e]
    }

    /// Whether a condition holds on a current OS, when code decides it: `@available(…)` holds, `YES`/`NO`,
    /// `!`, `&&`, `||`, and a message without arguments to the class's own method (`[self.class m]`, `[self m]`,
    /// `[Class m]`) whose body returns a decided value.
    func truth(_ e: ObjCExpression, depth: Int) -> Bool? {
        guard depth < 8 else { return nil }
        switch e.kind {
        case .atDirective("available", _): return true
        case .identifier("YES"), .identifier("true"): return true
        case .identifier("NO"), .identifier("false"): return false
        case .boxedBool(let value): return value
        case .number(let text): return Int(text).map { $0 != 0 }
        case .unary("!", let inner): return truth(inner, depth: depth + 1).map { !$0 }
        case .binary("&&", let l, let r):
            let a = truth(l, depth: depth + 1), b = truth(r, depth: depth + 1)
            if a == false || b == false { return false }
            return a == true && b == true ? true : nil
        case .binary("||", let l, let r):
            let a = truth(l, depth: depth + 1), b = truth(r, depth: depth + 1)
            if a == true || b == true { return true }
            return a == false && b == false ? false : nil
        case .message(let receiver, let selector, let arguments) where arguments.isEmpty:
            guard let isClass = receiverIsOwn(receiver),
                let body = cls.methods.first(where: { $0.selector == selector && $0.isClassMethod == isClass })?.body
            else { return nil }
            return returned(body, depth: depth + 1)
        default: return nil
        }
    }

    /// `self` (instance), `self.class`, `[self class]` or the class's name (class): whether the receiver is the class.
    func receiverIsOwn(_ e: ObjCExpression) -> Bool? {
        switch e.kind {
        case .identifier("self"): return false
        case .identifier(cls.name): return true
        case .member(let base, "class", arrow: false) where Self.isName(base, "self"): return true
        case .message(let base, "class", let arguments) where arguments.isEmpty && Self.isName(base, "self"):
            return true
        default: return nil
        }
    }

    /// The value a body returns when its branches are decided.
    func returned(_ body: [ObjCStatement], depth: Int) -> Bool? {
        for statement in body {
            switch statement.kind {
            case .returnValue(let value?): return truth(value, depth: depth + 1)
            case .ifElse(let condition, let then, let otherwise):
                guard let holds = truth(condition, depth: depth + 1) else { return nil }
                if holds {
                    if let value = returned(then, depth: depth + 1) { return value }
                    if Self.mayReturn(then) { return nil }
                } else if let otherwise {
                    if let value = returned(otherwise, depth: depth + 1) { return value }
                    if Self.mayReturn(otherwise) { return nil }
                }
            case .compound(let inner):
                if let value = returned(inner, depth: depth + 1) { return value }
                if Self.mayReturn(inner) { return nil }
            case .expression, .declaration, .jump:
                continue
            default:
                return nil
            }
        }
        return nil
    }

    static func mayReturn(_ statements: [ObjCStatement]) -> Bool {
        statements.contains { s in
            switch s.kind {
            case .returnValue: true
            case .ifElse(_, let then, let otherwise): mayReturn(then) || mayReturn(otherwise ?? [])
            case .compound(let inner): mayReturn(inner)
            case .switchCases, .loop, .unknown: true
            default: false
            }
        }
    }
}
