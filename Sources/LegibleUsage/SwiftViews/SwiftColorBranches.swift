import Foundation
import LegibleSwiftSyntax

/// A color chosen by a condition, as view code writes it: each value the screen can show, with the condition that
/// picks it, so both states become pairs ("when isUnread" / "otherwise") instead of one unknown.
///
/// - An expression: `isUnread ? .label : .secondaryLabel` gives two branches, nested ternaries each of theirs
///   (`active ? .white : (isEmpty ? .label : .secondaryLabel)` → "when active", "otherwise (not active), when
///   isEmpty", "otherwise (not active), otherwise (not isEmpty)"); anything else is one branch without a condition.
/// - A statement: an assignment inside `if COND { … }`, its `else { … }`, or a `case X:` of a `switch` on a value
///   carries that condition ("when isSelected", "otherwise (not isSelected)", "when state is .failed").
///
/// A state named like a selection or highlight (`isSelected`, `highlighted`, `active`, `focused`, `pressed`) can also
/// change what is drawn under the text (a selection background Legible does not see): `mayChangeBackground` says so,
/// and such a pair needs review unless its background is set under the same condition.
enum SwiftColorBranches {
    struct Branch {
        var condition: String?
        var expression: SwiftExpression
    }

    /// Words of a state in which UIKit, AppKit and SwiftUI draw a selection or highlight behind the content.
    static let selectionWords = ["select", "highlight", "active", "focus", "press", "tracking", "current"]

    /// The branches of `expression`, at most `limit` (a chain of ternaries longer than that stays one branch: the
    /// caller reports it as not read rather than listing a combinatorial number of pairs).
    static func branches(of expression: SwiftExpression, limit: Int = 8) -> [Branch] {
        guard case .ternary(let test, let yes, let no, _) = expression else {
            return [Branch(condition: nil, expression: expression)]
        }
        let condition = describe(test)
        let yesBranches = branches(of: yes, limit: limit).map {
            Branch(condition: join("when \(condition)", $0.condition), expression: $0.expression)
        }
        let noBranches = branches(of: no, limit: limit).map {
            Branch(condition: join(otherwise(test), $0.condition), expression: $0.expression)
        }
        let all = yesBranches + noBranches
        return all.count <= limit ? all : [Branch(condition: nil, expression: expression)]
    }

    /// The condition as written, shortened for a report line.
    static func describe(_ test: SwiftExpression) -> String {
        let text = test.written ?? "a condition (line \(test.token.line))"
        return text.count <= 60 ? text : String(text.prefix(57)) + "…"
    }

    /// "otherwise (not X)", said positively where the condition is a negation or an inequality: `!isOn` → "isOn",
    /// `a != b` → "a == b".
    static func otherwise(_ test: SwiftExpression) -> String {
        switch test {
        case .unary("!", let inner, _): "otherwise (\(describe(inner)))"
        case .binary("!=", let l, let r, let t): "otherwise (\(describe(.binary("==", l, r, t))))"
        case .binary("==", let l, let r, let t): "otherwise (\(describe(.binary("!=", l, r, t))))"
        default: "otherwise (not \(describe(test)))"
        }
    }

    static func join(_ outer: String, _ inner: String?) -> String {
        inner.map { "\(outer), \($0)" } ?? outer
    }

    /// Whether the state a condition names may draw a selection or highlight under the text.
    /// Only a state the condition asks for counts: "when isSelected", "when state is .highlighted"; not "otherwise"
    /// or "when !isSelected", which are the normal state.
    static func mayChangeBackground(_ condition: String?) -> Bool {
        guard let condition else { return false }
        return condition.components(separatedBy: ", ").contains { part in
            guard part.hasPrefix("when "), !part.dropFirst(5).hasPrefix("!") else { return false }
            let asked = part.lowercased()
            return selectionWords.contains { asked.contains($0) }
        }
    }

    /// The property named like a selection or highlight state (`override var isHighlighted: Bool { didSet { … } }`,
    /// its `set`/`willSet`/`get`, or a computed body) whose accessor holds token `index`; nil elsewhere. What such an
    /// accessor sets is shown only in that state, not in the normal one.
    static func stateProperty(at index: Int, in file: SwiftViewFile) -> String? {
        accessorProperty(at: index, in: file).flatMap { name in
            selectionWords.contains { name.lowercased().contains($0) } ? name : nil
        }
    }

    /// The property whose accessor (`didSet`, `willSet`, `set`, `get`, or a computed body) holds token `index`: the
    /// nearest `var name … {` around it, inside its type; nil elsewhere.
    static func accessorProperty(at index: Int, in file: SwiftViewFile) -> String? {
        let tokens = file.tokens
        var open = file.nesting.enclosing[index]
        while let o = open, file.typeBodies[o] == nil {
            if file.nesting.isPunctuation(o, "{") {
                // `var name: Type {` — a few tokens back, at the same level, `var name`.
                var k = o - 1
                var steps = 0
                while k > 0, steps < 8, file.nesting.enclosing[k] == file.nesting.enclosing[o] {
                    if tokens[k - 1].text == "var", tokens[k].kind == .identifier { return tokens[k].text }
                    if tokens[k].text == "}" || tokens[k].text == ";" { break }
                    k -= 1
                    steps += 1
                }
            }
            open = file.nesting.enclosing[o]
        }
        return nil
    }

    /// The condition of the statement block holding token `index`, inside the function or closure it is in: the
    /// innermost `if COND {`, `} else {` or `case X:` around it; nil when the token is not under one.
    static func statementCondition(at index: Int, in file: SwiftViewFile) -> String? {
        let tokens = file.tokens
        var open = file.nesting.enclosing[index]
        while let o = open, file.typeBodies[o] == nil {
            guard file.nesting.isPunctuation(o, "{") else { open = file.nesting.enclosing[o]; continue }
            // `case X:` directly inside a switch body: the nearest `case`/`default` before the token at this level.
            if let owner = switchSubject(body: o, in: file) {
                var k = index
                while k > o {
                    if file.nesting.enclosing[k] == o, tokens[k].kind == .identifier,
                        tokens[k].text == "case" || tokens[k].text == "default"
                    {
                        if tokens[k].text == "default" { return "otherwise (\(owner) is none of the cases above)" }
                        let end =
                            (k + 1..<index).first {
                                file.nesting.enclosing[$0] == o && file.nesting.isPunctuation($0, ":")
                            } ?? k + 1
                        let pattern = (k + 1..<end).map { j in
                            (j > k + 1 && tokens[j].kind == .identifier && tokens[j - 1].kind == .identifier ? " " : "")
                                + tokens[j].text
                        }.joined()
                        return "when \(owner) is \(pattern.count <= 40 ? pattern : String(pattern.prefix(37)) + "…")"
                    }
                    k -= 1
                }
                return nil
            }
            let before = o - 1
            if before >= 0, tokens[before].text == "else" {
                return "otherwise" + (ifCondition(elseAt: before, in: file).map { " (not \($0))" } ?? "")
            }
            if let condition = ifCondition(bodyAt: o, in: file) { return "when \(condition)" }
            // Another block (a closure, a function body, a loop): stop at a function or closure, go out otherwise.
            if isFunctionOrClosureBody(o, in: file) { return nil }
            open = file.nesting.enclosing[o]
        }
        return nil
    }

    /// `if a, b {` → "a, b" for the body `{` at `open`; nil when the block is not an `if` body.
    static func ifCondition(bodyAt open: Int, in file: SwiftViewFile) -> String? {
        let tokens = file.tokens
        let level = file.nesting.enclosing[open]
        var k = open - 1
        while k >= 0,
            file.nesting.enclosing[k] == level
                || file.nesting.enclosing[k].map({ $0 > (level ?? -1) && $0 < open }) == true
        {
            if file.nesting.enclosing[k] == level, tokens[k].kind == .identifier {
                if tokens[k].text == "if" {
                    var parser = SwiftExpressionParser(tokens: tokens, range: (k + 1)..<open)
                    let test = parser.parseExpression(trailingClosures: false)
                    let text = parser.atEnd ? describe(test) : tokens[(k + 1)..<open].map(\.text).joined(separator: " ")
                    return text.count <= 60 ? text : String(text.prefix(57)) + "…"
                }
                if ["guard", "while", "for", "func", "switch", "return", "let", "var"].contains(tokens[k].text) {
                    return nil
                }
            }
            if file.nesting.enclosing[k] == level, file.nesting.endsStatement(k) { return nil }
            k -= 1
        }
        return nil
    }

    /// The condition of the `if` an `else` at `index` belongs to (`} else {`).
    static func ifCondition(elseAt index: Int, in file: SwiftViewFile) -> String? {
        guard index > 0, file.nesting.isPunctuation(index - 1, "}"), let open = file.nesting.partner[index - 1] else {
            return nil
        }
        return ifCondition(bodyAt: open, in: file)
    }

    /// `switch state {` → "state" for the body `{` at `open`; nil when the block is not a switch body.
    static func switchSubject(body open: Int, in file: SwiftViewFile) -> String? {
        let tokens = file.tokens
        let level = file.nesting.enclosing[open]
        var k = open - 1
        while k >= 0, open - k <= 12 {
            if file.nesting.enclosing[k] == level {
                if tokens[k].kind == .identifier, tokens[k].text == "switch" {
                    return tokens[(k + 1)..<open].map(\.text).joined()
                }
                if file.nesting.endsStatement(k) { return nil }
            }
            k -= 1
        }
        return nil
    }

    /// A `{` that opens a function, initializer, accessor or closure body (where a state condition cannot come from
    /// further out).
    static func isFunctionOrClosureBody(_ open: Int, in file: SwiftViewFile) -> Bool {
        let tokens = file.tokens
        if open > 0,
            file.nesting.isPunctuation(open - 1, ")") || file.nesting.isPunctuation(open - 1, "=")
                || file.nesting.isPunctuation(open - 1, "(") || file.nesting.isPunctuation(open - 1, ",")
        {
            return true
        }
        let level = file.nesting.enclosing[open]
        var k = open - 1
        while k >= 0, open - k <= 40 {
            if file.nesting.enclosing[k] == level, tokens[k].kind == .identifier,
                ["func", "init", "get", "set", "didSet", "willSet", "in", "var"].contains(tokens[k].text)
            {
                return true
            }
            if file.nesting.enclosing[k] == level, file.nesting.endsStatement(k) { return false }
            k -= 1
        }
        return false
    }
}
