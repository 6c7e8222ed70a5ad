import LegibleSwiftSyntax

/// Code of a Swift file that never runs in the release app, so a view it builds is not shown and a color it sets is
/// not applied:
/// - the body of `if false {`, and of `if debug {`, `if Self.debug {` or `if ChatView.debug {` where every
///   declaration of that name in the file is a constant `let debug = false` (`private static let debug = false`, a
///   switch left off for debugging; a `let` is never reassigned, The Swift Programming Language, "Constants and
///   Variables");
/// - the body of `if Features.labs {` (a type's or a global's member, also one of a condition list, `if isNew,
///   Features.labs {`) where every declaration of that name in the app is such a constant or a computed
///   `var labs: Bool { … }` whose release build is `return false` (`#if LABS return true #else return false #endif`
///   with `LABS` defined by no build file; `falseProperties`);
/// - a branch of `#if` that no Apple platform's release build compiles (`#if DEBUG`, `#if SNAPSHOT`;
///   `SwiftReleaseBuild`).
///
/// Only the `if` body is dead: its `else` runs every time.
struct SwiftDisabledCode {
    /// The `{` … `}` token ranges of the blocks that never run.
    private let blocks: [ClosedRange<Int>]
    private let release: SwiftReleaseBuild

    /// `falseProperties`: the app's members that are false in every release build (`falseProperties(in:flags:)`).
    init(_ nesting: SwiftTokenNesting, flags: SwiftBuildFlags = SwiftBuildFlags(), falseProperties: Set<String> = []) {
        let tokens = nesting.tokens
        release = SwiftReleaseBuild(tokens, flags: flags)
        let constants = Self.falseConstants(tokens, release: release)
        var blocks: [ClosedRange<Int>] = []
        for open in tokens.indices where nesting.isPunctuation(open, "{") {
            guard let close = nesting.partner[open], let k = Self.ifKeyword(before: open, nesting) else { continue }
            // A condition list or `&&` holds when each part does: one part false is enough; `||` is not read.
            var parts: [[String]] = [[]]
            var depth = 0
            for t in tokens[(k + 1)..<open] {
                if ["(", "["].contains(t.text) && t.kind == .punctuation { depth += 1 }
                if [")", "]"].contains(t.text) && t.kind == .punctuation { depth -= 1 }
                if depth == 0, t.text == "," || t.text == "&&" {
                    parts.append([])
                } else {
                    parts[parts.count - 1].append(t.text)
                }
            }
            guard !parts.joined().contains("||") else { continue }
            let dead = parts.contains { test in
                switch test.count {
                case 1: return test[0] == "false" || constants.contains(test[0])
                case 3 where test[1] == "." && (test[0].first?.isUppercase == true || test[0] == "self"):
                    return constants.contains(test[2]) || falseProperties.contains(test[0] + "." + test[2])
                default: return false
                }
            }
            if dead { blocks.append(open...close) }
        }
        self.blocks = blocks
    }

    /// Whether the token at `index` never runs in the release app.
    func neverRuns(_ index: Int) -> Bool {
        !release.isCompiled(index) || isUnderFalseTest(index)
    }

    /// Whether the token at `index` is in the body of an `if` whose test is `false` (written, or a `let … = false`).
    func isUnderFalseTest(_ index: Int) -> Bool { blocks.contains { $0.contains(index) } }

    /// The members that are false in every release build of the app, as `Type.name`: every declaration of the member
    /// in `files` (its type's body and extensions) is a `let x = false` or a computed `var x: Bool { … }` whose
    /// compiled body is `return false`. A global holding an instance of the type (`let Features = FeatureSet()`)
    /// names them too (`Features.name`).
    static func falseProperties(in files: [[SwiftToken]], flags: SwiftBuildFlags) -> Set<String> {
        var allFalse: [String: Bool] = [:]
        var globals: [String: String] = [:]
        for tokens in files where tokens.contains(where: { $0.text == "false" }) {
            let release = SwiftReleaseBuild(tokens, flags: flags)
            let found = declarations(tokens, release: release, computed: true)
            for d in found.members {
                let key = (d.type.map { $0 + "." } ?? "") + d.name
                allFalse[key] = (allFalse[key] ?? true) && d.isFalse
            }
            globals.merge(found.globals) { a, _ in a }
        }
        var names = Set(allFalse.compactMap { $0.value ? $0.key : nil })
        for (global, type) in globals {
            for key in names where key.hasPrefix(type + ".") {
                names.insert(global + key.dropFirst(type.count))
            }
        }
        return names
    }

    /// The names every declaration of which in one file is a constant `let x = false`.
    private static func falseConstants(_ tokens: [SwiftToken], release: SwiftReleaseBuild) -> Set<String> {
        var allFalse: [String: Bool] = [:]
        for d in declarations(tokens, release: release, computed: false).members {
            allFalse[d.name] = (allFalse[d.name] ?? true) && d.isFalse
        }
        return Set(allFalse.compactMap { $0.value ? $0.key : nil })
    }

    /// Each `let`/`var` declaration the release build compiles, with the type whose body or extension declares it and
    /// whether its value is `false` (`let x = false`, `let x: Bool = false`; with `computed`, also `var x: Bool {
    /// return false }` as compiled); and the globals holding a new instance of a type (`let Features = FeatureSet()`).
    private static func declarations(_ tokens: [SwiftToken], release: SwiftReleaseBuild, computed: Bool) -> (
        members: [(type: String?, name: String, isFalse: Bool)], globals: [String: String]
    ) {
        func isPunctuation(_ i: Int, _ text: String) -> Bool {
            i < tokens.count && tokens[i].kind == .punctuation && tokens[i].text == text
        }
        var members: [(type: String?, name: String, isFalse: Bool)] = []
        var globals: [String: String] = [:]
        // The open braces, each with the type it is the body of (nil for any other block).
        var braces: [String?] = []
        var pendingType: String?
        for k in tokens.indices {
            let t = tokens[k]
            if t.kind == .identifier, SwiftTypeDeclaration.keywords.contains(t.text), k + 1 < tokens.count,
                tokens[k + 1].kind == .identifier, !(k > 0 && isPunctuation(k - 1, ".")),
                !["func", "var", "let", "subscript", "init", "case"].contains(tokens[k + 1].text)
            {
                pendingType = tokens[k + 1].text
            }
            if isPunctuation(k, "{") {
                braces.append(pendingType)
                pendingType = nil
            } else if isPunctuation(k, "}") {
                _ = braces.popLast()
            }
            guard t.kind == .identifier, ["let", "var"].contains(t.text), k + 1 < tokens.count,
                tokens[k + 1].kind == .identifier, release.isCompiled(k)
            else { continue }
            // With `computed`: members of a type's body and globals only, not locals of functions.
            let inLocalBlock = !braces.isEmpty && braces.last! == nil
            if inLocalBlock && computed { continue }
            let type: String? = braces.last ?? nil
            var v = k + 2
            let typed = isPunctuation(v, ":") && v + 1 < tokens.count && tokens[v + 1].text == "Bool"
            if typed { v += 2 }
            if type == nil, t.text == "let", v + 2 < tokens.count, tokens[v].text == "=",
                tokens[v + 1].kind == .identifier, tokens[v + 1].text.first?.isUppercase == true,
                isPunctuation(v + 2, "(")
            {
                globals[tokens[k + 1].text] = tokens[v + 1].text
            }
            var isFalse =
                t.text == "let" && v + 1 < tokens.count && tokens[v].kind == .operator && tokens[v].text == "="
                && tokens[v + 1].is("false")
                && (v + 2 == tokens.count || tokens[v + 2].startsLine || isPunctuation(v + 2, ";")
                    || isPunctuation(v + 2, "}"))
            if computed, !isFalse, typed, t.text == "var", isPunctuation(v, "{") {
                // The body up to its `}`, as the release build compiles it.
                var depth = 0
                var body: [String] = []
                for j in v..<tokens.count {
                    if isPunctuation(j, "{") { depth += 1 }
                    if isPunctuation(j, "}") { depth -= 1 }
                    if depth == 0 { break }
                    if j > v, release.isCompiled(j) { body.append(tokens[j].text) }
                }
                isFalse = body == ["return", "false"] || body == ["false"]
            }
            members.append((type, tokens[k + 1].text, isFalse))
        }
        return (members, globals)
    }

    /// The `if` that opens the block at `open`, within its statement (`if debug {`, `if isNew, Flags.labs {`).
    private static func ifKeyword(before open: Int, _ nesting: SwiftTokenNesting) -> Int? {
        for k in stride(from: open - 1, through: max(0, open - 24), by: -1) {
            let t = nesting.tokens[k]
            if t.kind == .identifier, t.text == "if" { return k < open - 1 ? k : nil }
            if nesting.endsStatement(k) || ["let", "var", "case", "guard", "while"].contains(t.text) { return nil }
        }
        return nil
    }
}
