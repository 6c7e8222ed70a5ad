import LegibleSwiftSyntax

/// What the `if`s around a view say where it is drawn, and what a condition is there. A view inside
/// `if state == 1 || state == 2 { … }` (or the `else` of `if isEmpty { … }`) is drawn only when that test holds (does
/// not hold), so a color chosen beside it by another test on the same values is known there: `state == 0 ? gray :
/// accent` is `accent`, `picked ? green : gray` under `if picked` is `green`. Decided only by what the tests say
/// literally: the same test written again, its negation (`!x`, `!=`), and equality with different literals (numbers,
/// strings, enum cases written `.case`, `true`/`false`/`nil`) on the same value; anything else decides nothing.
struct SwiftConditionFacts {
    /// Each test and whether it holds.
    var facts: [(test: SwiftExpression, holds: Bool)] = []

    /// The tests of the `if`s (and `else`s) around token `index` in `file`, up to the body of its type.
    init(around index: Int, in file: SwiftViewFile) {
        let tokens = file.tokens
        var open = file.nesting.enclosing[index]
        while let o = open, file.typeBodies[o] == nil {
            if file.nesting.isPunctuation(o, "{") {
                if o > 0, tokens[o - 1].text == "else", file.nesting.isPunctuation(o - 2, "}"),
                    let ifBody = file.nesting.partner[o - 2], let test = Self.ifTest(bodyAt: ifBody, in: file)
                {
                    facts.append((test, false))
                } else if let test = Self.ifTest(bodyAt: o, in: file) {
                    facts.append((test, true))
                }
            }
            open = file.nesting.enclosing[o]
        }
    }

    /// The test of the `if` whose body opens at `open` (`if a {`); nil for another block or an `if let`.
    static func ifTest(bodyAt open: Int, in file: SwiftViewFile) -> SwiftExpression? {
        guard SwiftColorBranches.ifCondition(bodyAt: open, in: file) != nil else { return nil }
        let level = file.nesting.enclosing[open]
        var k = open - 1
        while k >= 0, file.tokens[k].text != "if" || file.nesting.enclosing[k] != level { k -= 1 }
        guard k >= 0, file.tokens[k + 1].text != "let", file.tokens[k + 1].text != "var" else { return nil }
        var parser = SwiftExpressionParser(tokens: file.tokens, range: (k + 1)..<open)
        let test = parser.parseExpression(trailingClosures: false)
        return parser.atEnd ? test : nil
    }

    /// Whether `test` holds where these facts do: nil when they do not decide it.
    func value(of test: SwiftExpression) -> Bool? {
        switch test {
        case .unary("!", let inner, _): return value(of: inner).map { !$0 }
        case .binary("!=", let l, let r, let t): return value(of: .binary("==", l, r, t)).map { !$0 }
        default: break
        }
        for (fact, holds) in facts {
            if let decided = Self.value(of: test, given: fact, holds: holds) { return decided }
        }
        return nil
    }

    static func value(of test: SwiftExpression, given fact: SwiftExpression, holds: Bool) -> Bool? {
        if fact.written != nil, fact.written == test.written { return holds }
        switch fact {
        case .unary("!", let inner, _): return value(of: test, given: inner, holds: !holds)
        case .binary("!=", let l, let r, let t): return value(of: test, given: .binary("==", l, r, t), holds: !holds)
        default: break
        }
        // `v == a || v == b` holding, or `v == a` not holding, against `v == c`.
        guard let (subject, literal) = equality(test) else { return nil }
        if holds, let alternatives = disjunction(fact, of: subject) {
            if !alternatives.contains(literal) { return false }
            return alternatives == [literal] ? true : nil
        }
        if !holds, let (other, value) = equality(fact), other == subject, value == literal { return false }
        return nil
    }

    /// `v == literal` as (v written, literal written).
    static func equality(_ e: SwiftExpression) -> (String, String)? {
        guard case .binary("==", let l, let r, _) = e, let subject = l.written, isLiteral(r), let literal = r.written
        else { return nil }
        return (subject, literal)
    }

    /// The literals of `v == a || v == b || …` for `v` written `subject`.
    static func disjunction(_ e: SwiftExpression, of subject: String) -> Set<String>? {
        if case .binary("||", let l, let r, _) = e, let a = disjunction(l, of: subject),
            let b = disjunction(r, of: subject)
        {
            return a.union(b)
        }
        guard let (v, literal) = equality(e), v == subject else { return nil }
        return [literal]
    }

    static func isLiteral(_ e: SwiftExpression) -> Bool {
        switch e {
        case .number, .string(_, interpolated: false, _), .implicitMember: true
        case .name(let n, _): ["true", "false", "nil"].contains(n)
        default: false
        }
    }
}
