import LegibleSwiftSyntax

/// Which braces of a Swift file re-run when the appearance changes: UIKit/AppKit/SwiftUI callbacks the system
/// calls again after a trait or appearance change (Apple: "Supporting Dark Mode in your interface"), the handlers
/// passed to `registerForTraitChanges`, and dynamic-provider closures (`UIColor { traits in … }`), which are
/// evaluated per appearance. Closures inherit their enclosing scope; type declarations start over. A function of
/// the same file called from a re-running scope (`setupColors()` in `traitCollectionDidChange`) re-runs too.
struct SnapshotScopes {
    /// Functions and computed properties that re-run on an appearance change, written once.
    static let reRunning: Set<String> = [
        "traitCollectionDidChange", "updateConfiguration", "layoutSubviews", "draw", "updateLayer",
        "viewWillLayoutSubviews", "viewDidLayoutSubviews", "layoutSublayers", "viewDidChangeEffectiveAppearance",
        "updateUIView", "updateNSView", "body",
    ]

    struct Scope {
        var name: String?
        var reRuns: Bool
    }

    /// Per token index: the innermost named scope and whether it re-runs.
    private(set) var scopeAt: [Scope] = []

    /// The scopes of `tokens`, with the file's functions called from re-running scopes added until nothing changes.
    init(_ tokens: [SwiftToken]) {
        var names = Self.reRunning
        self.init(tokens, reRunning: names)
        for _ in 0..<8 {
            let called = tokens.indices.filter { i in
                i + 1 < tokens.count && tokens[i].kind == .identifier && tokens[i + 1].is("(") && scopeAt[i].reRuns
                    && (i == 0 || !tokens[i - 1].is(".") || i >= 2 && tokens[i - 2].text == "self")
            }.map { tokens[$0].text }
            let more = names.union(called)
            if more == names { return }
            names = more
            self.init(tokens, reRunning: names)
        }
    }

    private init(_ tokens: [SwiftToken], reRunning: Set<String>) {
        var stack = [Scope(name: nil, reRuns: false)]
        var pendingName: String?
        var pendingIsType = false
        var pendingIsVar = false
        var parenDepth = 0
        var traitHandlerDepth: Int? // paren depth of a `registerForTraitChanges(` call
        var traitHandlerNext = false // the next `{` is a trait-change handler
        scopeAt.reserveCapacity(tokens.count)
        for (i, t) in tokens.enumerated() {
            let previous = i > 0 ? tokens[i - 1] : nil
            if t.kind == .identifier, i + 1 < tokens.count, previous.map({ !$0.is(".") }) ?? true {
                let next = tokens[i + 1]
                if t.text == "func", next.kind == .identifier || next.kind == .operator {
                    (pendingName, pendingIsType, pendingIsVar) = (next.text, false, false)
                } else if t.text == "init" || t.text == "deinit",
                    next.is("(") || next.is("?") || next.is("!") || next.is("{")
                {
                    (pendingName, pendingIsType, pendingIsVar) = (t.text, false, false)
                } else if SwiftTypeDeclaration.keywords.contains(t.text), next.kind == .identifier {
                    (pendingName, pendingIsType, pendingIsVar) = (next.text, true, false)
                } else if t.text == "var" || t.text == "let", next.kind == .identifier {
                    (pendingName, pendingIsType, pendingIsVar) = (next.text, false, true)
                } else if t.text == "registerForTraitChanges", next.is("(") {
                    traitHandlerDepth = parenDepth
                }
            }
            // A stored property's initializer or a new statement ends a pending `var name: Type {`.
            let declaresVariable = t.kind == .identifier && (t.text == "var" || t.text == "let")
            if pendingIsVar, !declaresVariable, t.is("=") || (t.startsLine && !t.is("{")) {
                (pendingName, pendingIsVar) = (nil, false)
            }
            if t.is("(") || t.is("[") { parenDepth += 1 }
            if t.is(")") || t.is("]") {
                parenDepth -= 1
                if t.is(")"), parenDepth == traitHandlerDepth {
                    traitHandlerDepth = nil
                    traitHandlerNext = i + 1 < tokens.count && tokens[i + 1].is("{")
                }
            }
            scopeAt.append(stack[stack.count - 1])
            if t.is("{") {
                let parent = stack[stack.count - 1]
                if traitHandlerNext || (traitHandlerDepth.map { parenDepth > $0 } ?? false) {
                    stack.append(Scope(name: "a registerForTraitChanges handler", reRuns: true))
                    traitHandlerNext = false
                } else if let name = pendingName {
                    let reRuns = !pendingIsType && (parent.reRuns || reRunning.contains(name))
                    stack.append(Scope(name: name, reRuns: reRuns))
                } else {
                    stack.append(
                        Scope(name: parent.name, reRuns: parent.reRuns || Self.isProviderClosure(tokens, brace: i)))
                }
                pendingName = nil
                pendingIsVar = false
            } else if t.is("}") {
                if stack.count > 1 { stack.removeLast() }
                pendingName = nil
            }
        }
    }

    /// `UIColor { traits in … }`, `UIColor(dynamicProvider: { … })`, `NSColor(name: nil) { appearance in … }`.
    static func isProviderClosure(_ tokens: [SwiftToken], brace: Int) -> Bool {
        guard brace > 0 else { return false }
        let previous = tokens[brace - 1]
        if previous.kind == .identifier, SnapshotColorClassifier.isColorType(previous.text) { return true }
        if previous.is(":"), brace > 1, tokens[brace - 2].text == "dynamicProvider" { return true }
        if previous.is(")"), let open = SnapshotColorClassifier.matchingOpen(tokens, close: brace - 1), open > 0 {
            return tokens[open - 1].kind == .identifier && SnapshotColorClassifier.isColorType(tokens[open - 1].text)
        }
        return false
    }
}
