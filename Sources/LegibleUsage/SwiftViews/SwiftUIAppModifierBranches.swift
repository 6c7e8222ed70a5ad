import LegiblePalette
import LegibleSwiftSyntax

/// An app modifier whose body applies its background in one branch of an `if` on the app's theme
/// (`if theme.usesGlassChrome { content } else { content.background(palette.background) }`): the test is decided once
/// per theme and appearance (`SwiftUIViewTypeLayers.decide`, with the modifier's arguments bound,
/// `SwiftUIAppModifierArguments`), so the background is the layer in the themes where its branch is taken, and in the
/// others the modifier draws nothing: what is under the view there is what the search finds further out. A test the
/// source fixes (`elevated` passed `false`) takes its one branch; one decided at run time leaves the modifier not
/// evaluated, as before.
extension SwiftUIColorUses {
    /// A layer drawn in some themes only, and the themes where nothing is drawn there.
    struct PartialLayer {
        var branch: LayerBranch
        var evidence: String
        var skipped: [Appearance]
    }

    /// Where the statement holding token `at` of the body `{` at `open` is drawn.
    enum DrawnSide {
        case always
        case never
        case only([Appearance], skipped: [Appearance])
        case unknown
    }

    /// Whether the branch around token `at` (directly in an `if` of the body at `open`, or in none) is taken, per theme.
    func drawnSide(of at: Int, inBody open: Int, bindings: [String: SwiftExpression]) -> DrawnSide {
        var o = file.nesting.enclosing[at]
        while let b = o, !file.nesting.isPunctuation(b, "{") { o = file.nesting.enclosing[b] }
        // Directly in the body (an `extension View` function's, or a type's `body(content:)`): always drawn.
        guard let block = o, block != open, file.nesting.functionKeyword(ofBody: block) == nil else { return .always }
        guard let (test, onThen, keyword) = ifTest(ofBlock: block), let around = file.nesting.enclosing[keyword],
            around == open || file.nesting.functionKeyword(ofBody: around) != nil
        else {
            return .unknown
        }
        switch decide(SwiftViewFile.replacing(bindings, in: test), at: block) {
        case .always(let holds): return holds == onThen ? .always : .never
        case .split(let holds, let fails): return onThen ? .only(holds, skipped: fails) : .only(fails, skipped: holds)
        case .unknown: return .unknown
        }
    }

    /// The test of the `if` whose `then` block (or `else` block) opens at `block`, and the `if` keyword.
    func ifTest(ofBlock block: Int) -> (test: SwiftExpression, onThen: Bool, keyword: Int)? {
        let tokens = file.tokens
        if block > 1, tokens[block - 1].is("else"), file.nesting.isPunctuation(block - 2, "}"),
            let then = file.nesting.partner[block - 2]
        {
            return ifTest(ofBlock: then).flatMap { $0.onThen ? ($0.test, false, $0.keyword) : nil }
        }
        var k = block - 1
        while k > 0 {
            let t = tokens[k]
            if t.kind == .punctuation, [")", "]"].contains(t.text), let o = file.nesting.partner[k] {
                k = o - 1
                continue
            }
            if t.kind == .punctuation, ["{", "}", ";", ","].contains(t.text) { return nil }
            if t.is("if") {
                guard !tokens[k - 1].is("else") else { return nil }
                var parser = SwiftExpressionParser(tokens: tokens, range: (k + 1)..<block)
                let test = parser.parseExpression()
                if case .unknown = test { return nil }
                return (test, true, k)
            }
            if ["let", "var", "case", "guard", "while", "for", "switch", "return"].contains(where: { t.is($0) }) {
                return nil
            }
            k -= 1
        }
        return nil
    }

    /// The layer found further out, in the themes where the app modifier draws nothing, beside its own layer.
    static func combined(_ partial: PartialLayer, _ outer: Found) -> Found {
        var layers = [partial.branch]
        for var layer in Self.layers(of: outer) {
            layer.appearances = layer.appearances.map { $0.filter(partial.skipped.contains) } ?? partial.skipped
            if layer.appearances?.isEmpty == true { continue }
            layer.review = outer.review ?? layer.review
            layer.evidence = layer.evidence ?? outer.evidence
            layers.append(layer)
        }
        return Found(
            color: partial.branch.color, evidence: partial.evidence, font: outer.font, review: nil,
            layerAt: outer.layerAt, branches: layers)
    }
}
