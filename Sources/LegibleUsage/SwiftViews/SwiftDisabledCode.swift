import LegibleSwiftSyntax

/// Code of a Swift file that never runs in the release app, so a view it builds is not shown and a color it sets is
/// not applied:
/// - the body of `if false {`, and of `if debug {`, `if Self.debug {` or `if ChatView.debug {` where every
///   declaration of that name in the file is a constant `let debug = false` (`private static let debug = false`, a
///   switch left off for debugging; a `let` is never reassigned, The Swift Programming Language, "Constants and
///   Variables");
/// - a branch of `#if` that no Apple platform's release build compiles (`#if DEBUG`, `#if SNAPSHOT`;
///   `SwiftReleaseBuild`).
///
/// Only the `if` body is dead: its `else` runs every time.
struct SwiftDisabledCode {
    /// The `{` … `}` token ranges of the blocks that never run.
    private let blocks: [ClosedRange<Int>]
    private let release: SwiftReleaseBuild

    init(_ nesting: SwiftTokenNesting) {
        let tokens = nesting.tokens
        release = SwiftReleaseBuild(tokens)
        // Each name's declared values: "false" for `let name = false` / `let name: Bool = false`, else "".
        var declared: [String: Set<String>] = [:]
        for k in tokens.indices where tokens[k].kind == .identifier && ["let", "var"].contains(tokens[k].text) {
            guard k + 1 < tokens.count, tokens[k + 1].kind == .identifier else { continue }
            var v = k + 2
            if nesting.isPunctuation(v, ":"), v + 1 < tokens.count, tokens[v + 1].text == "Bool" { v += 2 }
            let isFalse =
                tokens[k].text == "let" && v + 1 < tokens.count && tokens[v].kind == .operator && tokens[v].text == "="
                && tokens[v + 1].is("false") && (v + 2 == tokens.count || Self.endsHere(v + 2, nesting))
            declared[tokens[k + 1].text, default: []].insert(isFalse ? "false" : "")
        }
        let constants = Set(declared.compactMap { $0.value == ["false"] ? $0.key : nil })
        var blocks: [ClosedRange<Int>] = []
        for open in tokens.indices where nesting.isPunctuation(open, "{") {
            guard let close = nesting.partner[open], let k = Self.ifKeyword(before: open, nesting) else { continue }
            let test = tokens[(k + 1)..<open].map(\.text)
            let name: String? =
                switch test.count {
                case 1: test[0]
                case 3 where test[1] == "." && (test[0].first?.isUppercase == true || test[0] == "self"): test[2]
                default: nil
                }
            guard let name, name == "false" || constants.contains(name) else { continue }
            blocks.append(open...close)
        }
        self.blocks = blocks
    }

    /// Whether the token at `index` never runs in the release app.
    func neverRuns(_ index: Int) -> Bool {
        !release.isCompiled(index) || isUnderFalseTest(index)
    }

    /// Whether the token at `index` is in the body of an `if` whose test is `false` (written, or a `let … = false`).
    func isUnderFalseTest(_ index: Int) -> Bool { blocks.contains { $0.contains(index) } }

    /// The `if` that opens the block at `open` with a test of one to three tokens (`if debug {`).
    private static func ifKeyword(before open: Int, _ nesting: SwiftTokenNesting) -> Int? {
        for k in stride(from: open - 1, through: max(0, open - 4), by: -1) {
            let t = nesting.tokens[k]
            if t.kind == .identifier, t.text == "if" { return k < open - 1 ? k : nil }
            if nesting.endsStatement(k) { return nil }
        }
        return nil
    }

    /// The statement before token `i` ended: `i` starts a line, or is `;` or `}`.
    private static func endsHere(_ i: Int, _ nesting: SwiftTokenNesting) -> Bool {
        nesting.tokens[i].startsLine || nesting.isPunctuation(i, ";") || nesting.isPunctuation(i, "}")
    }
}
