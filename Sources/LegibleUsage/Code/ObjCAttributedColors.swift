import LegibleObjCSyntax

/// The colors an attributed string built in Objective-C draws its text in (`AttributedTextRuns`), read on the syntax
/// tree of the code that builds it: `[[NSAttributedString alloc] initWithString:s attributes:@{
/// NSForegroundColorAttributeName: c}]`, a local changed by `addAttribute:value:range:`, `addAttributes:range:`,
/// `setAttributes:range:` over its whole range (`NSMakeRange(0, s.length)`) and `appendAttributedString:`, and a
/// method of the file that returns one (`self.introLabel.attributedText = [self introText]`). A color over part of the
/// string, or a change Legible does not know, leaves the text for review.
struct ObjCAttributedColors {
    typealias Run = AttributedTextRuns.Run
    static let stringClasses: Set<String> = ["NSAttributedString", "NSMutableAttributedString"]
    /// Messages to a string that read it or change no color.
    static let readingSelectors: Set<String> = [
        "length", "string", "copy", "mutableCopy", "beginEditing", "endEditing", "deleteCharactersInRange:",
        "fixAttributesInRange:", "enumerateAttribute:inRange:options:usingBlock:", "attribute:atIndex:effectiveRange:",
        "boundingRectWithSize:options:context:", "size", "drawInRect:", "drawAtPoint:",
    ]

    /// The file's methods with a body, by selector.
    let methods: [String: [ObjCMethod]]

    init(classes: [ObjCClass]) {
        var methods: [String: [ObjCMethod]] = [:]
        for c in classes where c.kind == .implementation {
            for m in c.methods where m.body != nil { methods[m.selector, default: []].append(m) }
        }
        self.methods = methods
    }

    /// The blocks a value is read in (outermost first), up to its line, and how many values deep the reading is.
    struct Scope {
        var blocks: [[ObjCStatement]]
        var line: Int
        var depth: Int

        func before(_ line: Int) -> Scope { Scope(blocks: blocks, line: line - 1, depth: depth + 1) }
    }

    /// The colors `value` draws its text in, where `blocks` hold the statements up to `line` that build it.
    func colors(of value: ObjCExpression, in blocks: [[ObjCStatement]], at line: Int) -> AttributedTextRuns.Colors? {
        runs(of: value, Scope(blocks: blocks, line: line, depth: 0)).flatMap(AttributedTextRuns.colors)
    }

    /// Every run `e` may have; nil when Legible cannot tell.
    func runs(of e: ObjCExpression, _ scope: Scope) -> Set<Run>? {
        guard scope.depth < 12 else { return nil }
        switch e.kind {
        case .identifier(let local): return runs(ofLocal: local, scope)
        case .cast(_, let inner), .boxed(let inner): return runs(of: inner, scope)
        case .ternary(_, let a?, let b):
            guard let x = runs(of: a, scope), let y = runs(of: b, scope) else { return nil }
            return x.union(y)
        case .message(let receiver, let selector, let arguments):
            return runs(ofMessage: receiver, selector, arguments, scope)
        default: return nil
        }
    }

    private func runs(
        ofMessage receiver: ObjCExpression, _ selector: String, _ arguments: [ObjCExpression], _ scope: Scope
    ) -> Set<Run>? {
        // `[[NSMutableAttributedString alloc] initWith…]`, `[NSMutableAttributedString new]`.
        if case .message(let allocated, "alloc", _) = receiver.kind, case .identifier(let type) = allocated.kind,
            Self.stringClasses.contains(type)
        {
            switch selector {
            case "init": return []
            case "initWithString:", "initWithString:attributes:":
                var run = Run(blank: isBlank(arguments[0]))
                if arguments.count == 2 {
                    guard let colors = attributeColors(arguments[1], scope) else { return nil }
                    run.foreground = colors.foreground
                    run.background = colors.background
                }
                return [run]
            case "initWithAttributedString:": return runs(of: arguments[0], scope)
            default: return nil
            }
        }
        if case .identifier(let type) = receiver.kind, Self.stringClasses.contains(type) {
            return selector == "new" ? [] : nil
        }
        // `[self introText]`, `[Style tagText:tags]`: a method of the file, read in its body.
        guard case .identifier = receiver.kind, let candidates = methods[selector], candidates.count == 1,
            let body = candidates[0].body
        else { return nil }
        var returned: [ObjCExpression] = []
        collectReturns(body, into: &returned)
        guard !returned.isEmpty else { return nil }
        var out: Set<Run> = []
        for r in returned {
            if case .identifier("nil") = r.kind { continue }
            guard let runs = runs(of: r, Scope(blocks: [body], line: r.line, depth: scope.depth + 1)) else {
                return nil
            }
            out.formUnion(runs)
        }
        return out
    }

    private func collectReturns(_ statements: [ObjCStatement], into out: inout [ObjCExpression]) {
        for s in statements {
            switch s.kind {
            case .returnValue(let e?): out.append(e)
            case .ifElse(_, let then, let otherwise):
                collectReturns(then, into: &out)
                collectReturns(otherwise ?? [], into: &out)
            case .switchCases(_, let cases): for c in cases { collectReturns(c.body, into: &out) }
            case .loop(_, let body), .compound(let body): collectReturns(body, into: &out)
            default: break
            }
        }
    }

    private func isBlank(_ e: ObjCExpression) -> Bool {
        guard case .objcString(let text) = e.kind else { return false }
        return AttributedTextRuns.isBlank(text)
    }

    /// The colors an attributes dictionary sets: a literal (`@{NSForegroundColorAttributeName: c}`), or a local bound
    /// to one.
    func attributeColors(_ e: ObjCExpression, _ scope: Scope) -> Run? {
        var e = e
        if case .identifier(let local) = e.kind {
            guard let bound = binding(of: local, scope) else { return nil }
            e = bound.value
        }
        guard case .dictionaryLiteral(let entries) = e.kind else { return nil }
        var run = Run()
        for entry in entries {
            guard case .identifier(let key) = entry.key.kind, let read = AttributedTextRuns.objcKeys[key] else {
                continue
            }
            if read == AttributedTextRuns.foregroundKey {
                run.foreground = entry.value.written
            } else {
                run.background = entry.value.written
            }
        }
        return run
    }

    /// The innermost block that declares `local` up to the scope's line, by its place in the scope's blocks, and the
    /// value of the last such declaration.
    func binding(of local: String, _ scope: Scope) -> (block: Int, value: ObjCExpression)? {
        for (i, block) in scope.blocks.enumerated().reversed() {
            var found: ObjCExpression?
            for s in block {
                if case .declaration(let v) = s.kind, v.name == local, let value = v.value, s.line <= scope.line {
                    found = value
                }
            }
            if let found { return (i, found) }
        }
        return nil
    }
}
