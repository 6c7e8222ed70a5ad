import LegiblePalette
import LegibleSwiftSyntax

extension EmptiedStaticSections {
    /// Reads `tableView(_:numberOfRowsInSection:)` of each Swift type: `if section == N, … { return 0 }` (or
    /// `case N: return 0` of a `switch section`) before the function returns otherwise. A condition is decided through
    /// the type's own computed properties and functions without parameters (`Self.capsLockMappingSupported`), whose
    /// `#available` checks take the newer branch, as a current OS does.
    mutating func read(swift files: [(path: String, declarations: [SwiftDeclaration])]) {
        for file in files {
            for d in file.declarations
            where d.kind == .function && d.name == "tableView" && d.parameters.count == 2
                && d.parameters[1].label == "numberOfRowsInSection"
            {
                guard let owner = d.scope.last, let body = d.body else { continue }
                let members = file.declarations.filter { $0.scope == d.scope }
                let reader = SwiftSectionReader(path: file.path, members: members, section: d.parameters[1].name)
                for (section, emptied) in reader.emptied(body) { add(owner: owner, section: section, emptied) }
            }
        }
    }
}

/// One Swift controller's `tableView(_:numberOfRowsInSection:)`, read for the sections it returns no rows for.
struct SwiftSectionReader {
    let path: String
    /// The declarations of the same type (in the same file).
    let members: [SwiftDeclaration]
    /// The function's section parameter.
    let section: String

    func emptied(_ body: [SwiftStatement]) -> [(Int, EmptiedStaticSections.Emptied)] {
        var result: [(Int, EmptiedStaticSections.Emptied)] = []
        for statement in body {
            switch statement {
            case .if(let conditions, let then, _, let token) where returnsZero(then):
                var conjuncts = conditions.flatMap(Self.conjuncts)
                guard let index = conjuncts.firstIndex(where: { sectionNumber($0) != nil }),
                    let number = sectionNumber(conjuncts[index])
                else { continue }
                conjuncts.remove(at: index)
                let truth = conjuncts.map { self.truth($0, depth: 0) }
                if truth.contains(false) { continue }
                let at = SourceLocation(path: path, line: token.line)
                let undecided =
                    truth.allSatisfy { $0 == true }
                    ? nil : conjuncts.map { $0.written ?? "…" }.joined(separator: " && ")
                result.append((number, .init(at: at, undecided: undecided)))
            case .switch(let subject, let cases, let token) where Self.isName(subject, section):
                for c in cases where returnsZero(c.body) {
                    for pattern in c.patterns {
                        guard case .number(let value, _) = pattern, let number = Int(exactly: value) else { continue }
                        result.append((number, .init(at: SourceLocation(path: path, line: token.line), undecided: nil)))
                    }
                }
            case .return:
                return result
            default:
                continue
            }
        }
        return result
    }

    func returnsZero(_ statements: [SwiftStatement]) -> Bool {
        guard case .return(let value?, _)? = statements.first, case .number(0, _) = value else { return false }
        return true
    }

    /// `section == N` or `N == section`: N.
    func sectionNumber(_ e: SwiftExpression) -> Int? {
        guard case .binary("==", let left, let right, _) = e else { return nil }
        if Self.isName(left, section), case .number(let n, _) = right { return Int(exactly: n) }
        if Self.isName(right, section), case .number(let n, _) = left { return Int(exactly: n) }
        return nil
    }

    static func isName(_ e: SwiftExpression, _ name: String) -> Bool {
        if case .name(name, _) = e { return true }
        return false
    }

    static func conjuncts(_ e: SwiftExpression) -> [SwiftExpression] {
        if case .binary("&&", let l, let r, _) = e { return conjuncts(l) + conjuncts(r) }
        return [e]
    }

    /// Whether a condition holds on a current OS, when code decides it: `#available(…)` holds, `true`/`false`, `!`,
    /// `&&`, `||`, and the type's own computed property or parameterless function (`Self.x`, `self.x`, `x`, `x()`)
    /// whose body returns a decided value.
    func truth(_ e: SwiftExpression, depth: Int) -> Bool? {
        guard depth < 8 else { return nil }
        switch e {
        case .call(.name("#available", _), _, _, _): return true
        case .name("true", _): return true
        case .name("false", _): return false
        case .unary("!", let inner, _): return truth(inner, depth: depth + 1).map { !$0 }
        case .binary("&&", let l, let r, _):
            let a = truth(l, depth: depth + 1), b = truth(r, depth: depth + 1)
            if a == false || b == false { return false }
            return a == true && b == true ? true : nil
        case .binary("||", let l, let r, _):
            let a = truth(l, depth: depth + 1), b = truth(r, depth: depth + 1)
            if a == true || b == true { return true }
            return a == false && b == false ? false : nil
        case .call(let callee, let arguments, nil, _) where arguments.isEmpty:
            guard let name = memberName(callee),
                let body = members.first(where: { $0.kind == .function && $0.name == name && $0.parameters.isEmpty })?
                    .body
            else { return nil }
            return returned(body, depth: depth + 1)
        default:
            guard let name = memberName(e),
                let body = members.first(where: { $0.kind == .computedProperty && $0.name == name })?.body
            else { return nil }
            return returned(body, depth: depth + 1)
        }
    }

    /// `x`, `self.x`, `Self.x` or `Owner.x`: `x`.
    func memberName(_ e: SwiftExpression) -> String? {
        switch e {
        case .name(let name, _): return name
        case .member(.name(let base, _), let name, _)
        where base == "self" || base == "Self"
            || base
                == members.first?
                .scope.last:
            return name
        default: return nil
        }
    }

    /// The value a body returns when its branches are decided.
    func returned(_ body: [SwiftStatement], depth: Int) -> Bool? {
        for statement in body {
            switch statement {
            case .return(let value?, _): return truth(value, depth: depth + 1)
            case .expression(let value) where body.count == 1: return truth(value, depth: depth + 1)
            case .if(let conditions, let then, let otherwise, _):
                let holds = conditions.map { truth($0, depth: depth + 1) }
                if holds.contains(nil) { return nil }
                if holds.allSatisfy({ $0 == true }) {
                    if let value = returned(then, depth: depth + 1) { return value }
                    if Self.mayReturn(then) { return nil }
                } else if let otherwise {
                    if let value = returned(otherwise, depth: depth + 1) { return value }
                    if Self.mayReturn(otherwise) { return nil }
                }
            case .guard(let conditions, let otherwise, _):
                let holds = conditions.map { truth($0, depth: depth + 1) }
                if holds.contains(nil) { return nil }
                if !holds.allSatisfy({ $0 == true }) { return returned(otherwise, depth: depth + 1) }
            case .binding, .assignment:
                continue
            default:
                return nil
            }
        }
        return nil
    }

    static func mayReturn(_ statements: [SwiftStatement]) -> Bool {
        statements.contains { s in
            switch s {
            case .return, .switch, .other, .guard: true
            case .if(_, let then, let otherwise, _): mayReturn(then) || mayReturn(otherwise ?? [])
            default: false
            }
        }
    }
}
