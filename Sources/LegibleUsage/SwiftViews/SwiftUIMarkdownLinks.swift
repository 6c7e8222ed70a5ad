import LegiblePalette
import LegibleSwiftSyntax

/// The links of a SwiftUI `Text` made from markdown: a string literal (`Text("See [the guide](https://…)")`, the
/// `LocalizedStringKey` initializer, which parses inline markdown) or `Text(AttributedString(markdown: "…"))`. SwiftUI
/// draws each link run in the environment's tint (the accent color where no `.tint(_:)` sets one), whatever
/// `.foregroundColor` / `.foregroundStyle` gives the rest of the text (Apple, `Text`: "Styling the view's text" —
/// markdown links; the foreground style colors the plain runs). So the text has two pairs: its foreground on the
/// layer, and the tint on the same layer, keyed `link`. `Text(verbatim:)` and a `String` value parse no markdown.
extension SwiftUIColorUses {
    /// The title of the first markdown inline link `[title](destination)` in `text`: a non-empty title on one line,
    /// then a destination with no space (CommonMark, "Links").
    static func firstLinkTitle(in text: String) -> String? {
        let characters = Array(text)
        var i = 0
        while i < characters.count {
            guard characters[i] == "[", let close = characters[(i + 1)...].firstIndex(where: { "]\n[".contains($0) }),
                characters[close] == "]", close > i + 1, close + 1 < characters.count, characters[close + 1] == "("
            else {
                i += 1
                continue
            }
            let destination = characters[(close + 2)...].prefix { $0 != ")" && !$0.isWhitespace }
            let end = close + 2 + destination.count
            if !destination.isEmpty, end < characters.count, characters[end] == ")" {
                return String(characters[(i + 1)..<close])
            }
            i += 1
        }
        return nil
    }

    /// The title of the first markdown link in the literal the `Text` at the head of `chain` is made from, or nil.
    func markdownLinkTitle(_ chain: SwiftModifierChain) -> String? {
        let head = chain.head
        let tokens = file.tokens
        guard tokens[head].is("Text"), file.nesting.isPunctuation(head + 1, "(") else { return nil }
        var literal = head + 2
        // `Text(AttributedString(markdown: "…"))`.
        if literal + 4 < tokens.count, tokens[literal].is("AttributedString"),
            file.nesting.isPunctuation(literal + 1, "("), tokens[literal + 2].is("markdown"),
            file.nesting.isPunctuation(literal + 3, ":")
        {
            literal += 4
        }
        guard literal < tokens.count, tokens[literal].kind == .string else { return nil }
        return Self.firstLinkTitle(in: tokens[literal].text)
    }

    /// The pair of the links of the markdown `Text` whose text pair is `text`: the accent color (`Color.accentColor`,
    /// as the app's accent resolves it) on the same layer, or why it is not known. A tint the app's code sets makes it
    /// need review naming where (`tintReview`); a review of the text pair's layer holds for the links too.
    /// `alpha`: the `.opacity` the text is drawn at, which fades its links too.
    func markdownLinkPair(_ text: ObservedPair, title: String, alpha: Double?, at i: Int) -> Result<
        ObservedPair, SwiftViewProblem
    > {
        let token = file.tokens[i]
        let accent = SwiftExpression.member(.name("Color", token), "accentColor", token)
        var color: ObservedColor
        switch file.color(accent, at: i, colorType: "Color") {
        case .success(let c): color = c
        case .failure(let why): return .failure(.init("its markdown links are drawn in the tint: \(why.message)"))
        }
        if let alpha {
            guard let faded = color.faded(by: alpha, lookup: { file.palette.colors[$0] }) else {
                return .failure(
                    .init(
                        "its markdown links are drawn in the tint, faded by .opacity: a color whose value is not known")
                )
            }
            color = faded
        }
        var pair = text
        pair.foreground = color
        pair.site.location = file.location(i, keyPath: "link")
        pair.evidence += "; a markdown link ([\(title)](…)) is drawn in the tint, not the foreground style"
        if pair.review == nil, let why = tintReview(accent, at: i) {
            pair.review = ReviewReason(why.kind, "its markdown links are drawn in the tint: " + why.detail)
        }
        return .success(pair)
    }
}
