import LegiblePalette
import LegibleSwiftSyntax

/// Whether a statement of a Swift file runs in the release app every time its function runs: the test an
/// appearance forced in code must pass before Legible checks an app, a window or a view in that appearance only.
///
/// Code that sets an appearance is often not the app's rule but one branch of a user setting
/// (`switch settings.appearance { case .dark: window.overrideUserInterfaceStyle = .dark … }`), code for screenshots
/// (`#if SNAPSHOT`) or a reaction to an event (`.onChange(of: theme) { … }`, `NotificationCenter … { … }`). A
/// statement runs unconditionally when:
/// - every `#if` branch around it is a platform condition (`os(iOS)`, `canImport(UIKit)`, `targetEnvironment(…)`,
///   `arch(…)`, `swift(…)`, `compiler(…)`), or the `#else` of a debug-only flag (`#if DEBUG … #else`); a branch of
///   `DEBUG`, `SNAPSHOT`, a test flag or any other custom flag is a build the app store does not ship, or one of
///   several;
/// - no `if`, `guard`, `switch`, `for`, `while`, `catch` or `else` block holds it between it and its function body,
///   and no closure does, except one called on the spot (`{ … }()`) or handed to `forEach`, and an
///   `if #available(…)` naming no version later than dark mode's (`isDarkModeAvailabilityBlock`);
/// - no early exit on a condition comes before it in its function (`guard settings.forceDark else { return }`,
///   `if isUITesting { return }`; a `guard let` that unwraps a value the app always has is not one).
struct SwiftReleaseCode {
    let nesting: SwiftTokenNesting
    /// Each `#if` block's first condition, so an `#else` branch knows what it is the else of.
    let firstConditions: [Int: String]

    /// Platform conditions: `#if` branches every build of the app for that platform takes.
    static let platformConditions = ["os(", "canImport(", "targetEnvironment(", "arch(", "swift(", "compiler("]
    /// Block keywords that run their body only on a condition or a number of times.
    static let conditionalBlocks: Set<String> = ["if", "guard", "switch", "for", "while", "repeat", "catch", "else"]

    init(_ nesting: SwiftTokenNesting) {
        self.nesting = nesting
        var first: [Int: String] = [:]
        for token in nesting.tokens {
            for branch in token.condition where branch.index == 0 { first[branch.block] = branch.condition }
        }
        firstConditions = first
    }

    var tokens: [SwiftToken] { nesting.tokens }

    /// Whether the statement holding token `index` runs in the release app whenever its function (or the type's
    /// initialization, at type level) runs.
    func runsUnconditionally(_ index: Int) -> Bool {
        isReleaseBuild(index) && !isInConditionalBlock(index) && !followsAnEarlyExit(index)
    }

    /// Every `#if` branch around the token is one the release build of its platform takes.
    func isReleaseBuild(_ index: Int) -> Bool {
        tokens[index].condition.allSatisfy { branch in
            if branch.condition == "else", let first = firstConditions[branch.block] {
                return Self.isDebugFlag(first) || Self.isPlatform(first)
            }
            if branch.condition.hasPrefix("!") { return Self.isDebugFlag(String(branch.condition.dropFirst())) }
            return Self.isPlatform(branch.condition)
        }
    }

    static func isPlatform(_ condition: String) -> Bool {
        let parts = condition.split(whereSeparator: { " &|!".contains($0) }).filter { !$0.isEmpty }
        return !parts.isEmpty && parts.allSatisfy { part in platformConditions.contains { part.hasPrefix($0) } }
    }

    static func isDebugFlag(_ condition: String) -> Bool { SwiftReleaseFlags.isDebugFlag(condition) }

    /// A block between the token and its function or type body runs on a condition: `if`, `switch`, … or a closure
    /// that is neither called on the spot nor handed to `forEach`.
    func isInConditionalBlock(_ index: Int) -> Bool {
        var o = nesting.enclosing[index]
        while let open = o {
            if nesting.isPunctuation(open, "{") {
                if nesting.isFunctionBody(open) || isTypeBody(open) { return false }
                if let keyword = blockKeyword(open) {
                    if Self.conditionalBlocks.contains(keyword), !isDarkModeAvailabilityBlock(open) { return true }
                } else if !isRunOnTheSpot(open) {
                    return true
                }
            }
            o = nesting.enclosing[open]
        }
        return false
    }

    /// An early exit on a condition before the token in its function body: a `guard` that tests a value
    /// (`guard settings.forceDark else { return }`; not one that unwraps, `guard let scene = … else`), or a `return`
    /// inside an `if` (`if isUITesting { return }`).
    func followsAnEarlyExit(_ index: Int) -> Bool {
        var o = nesting.enclosing[index]
        while let open = o, !nesting.isFunctionBody(open) { o = nesting.enclosing[open] }
        guard let body = o else { return false }
        return (body + 1..<index).contains { k in
            guard tokens[k].kind == .identifier else { return false }
            if tokens[k].text == "guard" {
                return !(k + 1 < tokens.count && ["let", "var", "case"].contains(tokens[k + 1].text))
            }
            return tokens[k].text == "return" && nesting.enclosing[k] != body && !isGuardElse(nesting.enclosing[k])
                && isInConditionalBlock(k)
        }
    }

    /// The `{` at `open` is the `else` block of a `guard` (its exit is the guard's, judged by its condition).
    private func isGuardElse(_ open: Int?) -> Bool {
        guard let open, open > 0, tokens[open - 1].text == "else" else { return false }
        var k = open - 2
        while k >= 0, !nesting.endsStatement(k) {
            if let o = nesting.partner[k], o < k { k = o - 1; continue }
            if tokens[k].kind == .identifier, tokens[k].text == "guard" { return true }
            k -= 1
        }
        return false
    }

    /// The keyword that opens the block at `open` (`if`, `switch`, `do`, `get`, `didSet`, …), nil for a closure.
    /// `if #available(macOS 10.14, *) {` (the brace at `open`), naming no version later than the one dark mode came
    /// with (`SwiftAvailabilityFallback.predatesDarkMode`): the block runs on every system that has a dark appearance,
    /// the only systems Legible checks appearances on (its system-color tables start at macOS 11 and iOS 15), so what
    /// it sets is set whenever its function runs. A later version (`#available(macOS 13, *)`) is skipped on the older
    /// systems the app supports: a condition.
    func isDarkModeAvailabilityBlock(_ open: Int) -> Bool {
        let close = open - 1
        guard close > 0, nesting.isPunctuation(close, ")"), let paren = nesting.partner[close], paren >= 2,
            tokens[paren - 1].kind == .pound, tokens[paren - 1].text == "#available",
            tokens[paren - 2].kind == .identifier, tokens[paren - 2].text == "if"
        else { return false }
        return SwiftAvailabilityFallback.predatesDarkMode(paren - 1, in: nesting)
    }

    func blockKeyword(_ open: Int) -> String? {
        var k = open - 1
        if k >= 0, tokens[k].kind == .identifier,
            ["else", "do", "repeat", "get", "set", "willSet", "didSet", "defer"].contains(tokens[k].text)
        {
            return tokens[k].text
        }
        while k >= 0 {
            let t = tokens[k]
            if t.kind == .punctuation, [")", "]"].contains(t.text), let o = nesting.partner[k] {
                // `if cond(x) {` keeps looking for `if`; a closure's call `foo(x) {` has no keyword before it.
                k = o - 1
                continue
            }
            if nesting.endsStatement(k) { break }
            if t.kind == .identifier, Self.conditionalBlocks.contains(t.text) || t.text == "case" {
                return t.text == "case" ? "switch" : t.text
            }
            // `var x: T {` and `let x = …` open an accessor or an initializer, run with the instance.
            if t.kind == .identifier, t.text == "var" || t.text == "let" { return t.text }
            if t.startsLine && !isContinuation(k) { break }
            k -= 1
        }
        return nil
    }

    /// Whether the token at `k`, at the start of a line, continues the statement of the line above (an operator or
    /// a `.member` leads it).
    private func isContinuation(_ k: Int) -> Bool {
        tokens[k].kind == .operator || nesting.isPunctuation(k, ".")
    }

    /// A closure called where it is written (`lazy var w: NSWindow = { … }()`) or handed to `forEach`.
    func isRunOnTheSpot(_ open: Int) -> Bool {
        guard let close = nesting.partner[open] else { return false }
        if nesting.isPunctuation(close + 1, "("), close + 1 < tokens.count, !tokens[close + 1].spaceBefore {
            return true
        }
        if open > 0, tokens[open - 1].text == "forEach" { return true }
        if open > 1, nesting.isPunctuation(open - 1, ")"), let call = nesting.partner[open - 1], call > 0,
            tokens[call - 1].text == "forEach"
        {
            return true
        }
        return false
    }

    /// A type body: `class X … {`, `extension X {`, `struct`, `enum`, `actor`, `protocol`.
    private func isTypeBody(_ open: Int) -> Bool {
        var k = open - 1
        while k >= 0, !nesting.endsStatement(k) {
            if tokens[k].kind == .identifier, SwiftTypeDeclaration.keywords.contains(tokens[k].text),
                !(k > 0 && nesting.isPunctuation(k - 1, "."))
            {
                return true
            }
            k -= 1
        }
        return false
    }
}
