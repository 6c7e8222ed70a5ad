import LegibleSwiftSyntax

/// The colors an attributed string built in Swift draws its text in, read on the syntax tree of the code that builds
/// it: `NSAttributedString(string:attributes:)` (and `NSMutableAttributedString`), `AttributedString(_:attributes:)`
/// with an `AttributeContainer`, a local changed by `addAttribute(_:value:range:)`, `addAttributes(_:range:)`,
/// `setAttributes(_:range:)`, `append(_:)`, `foregroundColor =`, and a function of the file that returns one
/// (`label.attributedText = makeIntro()`). Every run the string may have is kept (a loop's or a branch's too); the text
/// is drawn in one known color only when every run that draws a glyph has the same foreground, set over the run's
/// whole range (`NSRange(location: 0, length: s.length)`, `NSRange(0..<s.length)`): a color over part of the
/// string, or a run no color is set on, leaves the text for review. A run's `.backgroundColor` is drawn right under
/// its glyphs: when every such run has the same one, it is the text's layer.
struct SwiftAttributedColors {
    typealias Run = AttributedTextRuns.Run
    typealias Colors = AttributedTextRuns.Colors
    static let foregroundKey = AttributedTextRuns.foregroundKey
    static let backgroundKey = AttributedTextRuns.backgroundKey
    static let stringClasses: Set<String> = ["NSAttributedString", "NSMutableAttributedString"]
    /// Calls on a string that read it or change no color.
    static let readingCalls: Set<String> = [
        "enumerateAttribute", "enumerateAttributes", "attribute", "attributes", "boundingRect", "size", "draw",
        "copy", "mutableCopy", "isEqual", "beginEditing", "endEditing", "deleteCharacters", "fixAttributes",
        "attributedSubstring", "index", "range", "characters",
    ]

    /// A function of the app that returns an attributed string, with the tokens of its file.
    struct Function {
        var declaration: SwiftDeclaration
        var tokens: [SwiftToken]
    }

    /// The tokens of the file read.
    let tokens: [SwiftToken]
    /// The app's functions that return an attributed string, by name, in every file.
    let functions: [String: [Function]]

    init(tokens: [SwiftToken], functions: [String: [Function]]) {
        self.tokens = tokens
        self.functions = functions
    }

    /// The functions of `files` declared to return an attributed string (`-> NSAttributedString?`), by name.
    static func functions(in files: [(declarations: [SwiftDeclaration], tokens: [SwiftToken])]) -> [String: [Function]]
    {
        var out: [String: [Function]] = [:]
        for file in files {
            for d in file.declarations where d.kind == .function && d.type?.contains("AttributedString") == true {
                out[d.name, default: []].append(Function(declaration: d, tokens: file.tokens))
            }
        }
        return out
    }

    /// The colors `value` draws its text in, where `blocks` (outermost first) hold the statements up to `line` that
    /// build it.
    func colors(of value: SwiftExpression, in blocks: [[SwiftStatement]], at line: Int) -> Colors? {
        runs(of: value, Scope(blocks: blocks, line: line, depth: 0)).flatMap(AttributedTextRuns.colors)
    }

    /// The blocks a value is read in (outermost first: a function's body, then the closure or branch inside it), up
    /// to its line, and how many values deep the reading is.
    struct Scope {
        var blocks: [[SwiftStatement]]
        var line: Int
        var depth: Int

        /// The same blocks before `line`, one value deeper.
        func before(_ line: Int) -> Scope { Scope(blocks: blocks, line: line - 1, depth: depth + 1) }
    }

    /// Every run `e` may have; nil when Legible cannot tell.
    func runs(of e: SwiftExpression, _ scope: Scope) -> Set<Run>? {
        switch unwrapped(e) {
        case .name(let local, _): return runs(ofLocal: local, scope)
        case .ternary(_, let a, let b, _):
            guard let x = runs(of: a, scope), let y = runs(of: b, scope) else { return nil }
            return x.union(y)
        case .call(let callee, let arguments, _, _):
            return runs(ofCall: callee, arguments, scope)
        default: return nil
        }
    }

    /// `try! X(…)`, `try X`, `await X`, `x!`: the value `X` (the expression parser stops at `try`).
    func unwrapped(_ e: SwiftExpression) -> SwiftExpression {
        switch e {
        case .postfix(_, .name("try", let t), _), .name("try", let t), .name("await", let t):
            guard var k = tokens.position(of: t) else { return e }
            k += 1
            while k < tokens.count, ["!", "?", "await", "try"].contains(tokens[k].text), !tokens[k].startsLine {
                k += 1
            }
            guard k < tokens.count else { return e }
            var parser = SwiftExpressionParser(tokens: tokens, range: k..<tokens.count)
            return unwrapped(parser.parseExpression())
        case .postfix(_, let base, _): return unwrapped(base)
        default: return e
        }
    }

    private func runs(ofCall callee: SwiftExpression, _ arguments: [SwiftArgument], _ scope: Scope) -> Set<Run>? {
        switch callee {
        case .name(let type, _) where Self.stringClasses.contains(type):
            guard let first = arguments.first else { return [Run()] }
            switch first.label {
            case "string":
                var run = Run(blank: isBlank(first.value))
                if let attributes = arguments.first(where: { $0.label == "attributes" }) {
                    guard let set = attributeColors(attributes.value, scope) else { return nil }
                    run.foreground = set.foreground
                    run.background = set.background
                }
                return [run]
            case "markdown": return [Run()]
            case "attributedString", nil: return runs(of: first.value, scope)
            default: return nil
            }
        case .name("AttributedString", _):
            guard let first = arguments.first else { return [Run()] }
            var run = Run(blank: isBlank(first.value))
            if first.label == nil, let converted = runs(of: first.value, scope) { return converted }
            guard first.label == nil || first.label == "markdown" else { return nil }
            if let attributes = arguments.first(where: { $0.label == "attributes" }) {
                guard let container = runs(of: attributes.value, scope), container.count == 1,
                    let colors = container.first
                else { return nil }
                run.foreground = colors.foreground
                run.background = colors.background
            }
            return [run]
        case .name("AttributeContainer", _):
            return arguments.isEmpty ? [Run()] : nil
        case .name(let function, _):
            return runs(returnedBy: function, on: nil, arguments, scope)
        case .member(let base, let function, _):
            guard case .name(let holder, _) = unwrapped(base),
                holder == "self" || holder == "Self"
                    || holder.first?.isUppercase == true
            else { return nil }
            return runs(returnedBy: function, on: holder.first?.isUppercase == true ? holder : nil, arguments, scope)
        default: return nil
        }
    }

    /// What a function of the app returns (one of `type`'s when the call names a type: `TagStyle.format(tags:)`),
    /// read in its body: every `return` (and a one-expression body).
    private func runs(
        returnedBy name: String, on type: String?, _ arguments: [SwiftArgument], _ scope: Scope
    ) -> Set<Run>? {
        let labels = arguments.map(\.label)
        var candidates = (functions[name] ?? []).filter { f in
            let parameters = f.declaration.parameters
            return parameters.count >= labels.count && zip(parameters, labels).allSatisfy { $0.label == $1 }
                && parameters.dropFirst(labels.count).allSatisfy { $0.defaultValue != nil }
        }
        if candidates.count > 1, let type { candidates = candidates.filter { $0.declaration.scope.last == type } }
        guard scope.depth < 12, candidates.count == 1, let body = candidates[0].declaration.body else { return nil }
        let reader = SwiftAttributedColors(tokens: candidates[0].tokens, functions: functions)
        var returned: [SwiftExpression] = []
        if body.count == 1, case .expression(let e) = body[0] { returned = [e] }
        reader.collectReturns(body, into: &returned)
        guard !returned.isEmpty else { return nil }
        var out: Set<Run> = []
        for r in returned {
            if case .name("nil", _) = r { continue }
            guard let runs = reader.runs(of: r, Scope(blocks: [body], line: r.token.line, depth: scope.depth + 1))
            else {
                return nil
            }
            out.formUnion(runs)
        }
        return out.isEmpty ? nil : out
    }

    private func collectReturns(_ statements: [SwiftStatement], into out: inout [SwiftExpression]) {
        for s in statements {
            switch s {
            case .return(let e?, _): out.append(e)
            case .if(_, let then, let otherwise, _):
                collectReturns(then, into: &out)
                collectReturns(otherwise ?? [], into: &out)
            case .guard(_, let otherwise, _): collectReturns(otherwise, into: &out)
            case .switch(_, let cases, _): for c in cases { collectReturns(c.body, into: &out) }
            case .other(let t): for block in tokens.blocks(ofStatementAt: t) { collectReturns(block, into: &out) }
            default: break
            }
        }
    }

    /// A literal of spaces only (`" "`, `"\u{00a0}"`).
    private func isBlank(_ e: SwiftExpression) -> Bool {
        guard case .string(let s, false, _) = e else { return false }
        return AttributedTextRuns.isBlank(s)
    }

    /// The colors an attributes dictionary sets: a literal, or a local bound to one.
    private func attributeColors(_ e: SwiftExpression, _ scope: Scope) -> Run? {
        var e = unwrapped(e)
        if case .name(let local, _) = e {
            guard let bound = binding(of: local, scope) else { return nil }
            e = unwrapped(bound.value)
        }
        guard let entries = dictionaryEntries(e) else { return nil }
        var run = Run()
        for entry in entries {
            switch attributeKey(entry.key) {
            case Self.foregroundKey?: run.foreground = color(entry.value)
            case Self.backgroundKey?: run.background = color(entry.value)
            default: continue
            }
        }
        return run
    }

    /// A color value as written, or a marker no other color equals when it is not written plainly.
    private func color(_ e: SwiftExpression) -> String { e.written ?? "an expression at line \(e.token.line)" }

    /// `.foregroundColor`, `NSAttributedString.Key.foregroundColor`, `NSForegroundColorAttributeName`.
    func attributeKey(_ e: SwiftExpression) -> String? {
        switch e {
        case .implicitMember(let key, _), .member(_, let key, _): return key
        case .name(let objc, _): return AttributedTextRuns.objcKeys[objc]
        default: return nil
        }
    }

    func dictionaryEntries(_ value: SwiftExpression) -> [SwiftExpressionParser.DictionaryEntry]? {
        guard case .array(_, let open) = value, let start = tokens.position(of: open) else { return nil }
        var parser = SwiftExpressionParser(tokens: tokens, range: start..<tokens.count)
        return parser.parseDictionaryEntries()
    }

    /// The innermost block that declares `local` (`let`/`var` at its top level, up to the scope's line), by its
    /// place in the scope's blocks, and the value of the last such declaration.
    func binding(of local: String, _ scope: Scope) -> (block: Int, value: SwiftExpression)? {
        for (i, block) in scope.blocks.enumerated().reversed() {
            var found: SwiftExpression?
            for s in block {
                if case .binding(local, _, let value?, let t) = s, t.line <= scope.line { found = value }
            }
            if let found { return (i, found) }
        }
        return nil
    }
}
