import LegibleSwiftSyntax

/// A foreground style does not reach a bitmap (Apple, `Image`, "Rendering mode": an image renders in its original
/// pixels unless it is a template or a symbol): `.foregroundStyle(X)` / `.foregroundColor(X)` on
/// - `Image(uiImage:)`, `Image(nsImage:)`, `Image(decorative: cgImage, …)`, `Image(cgImage, …)` (a bitmap made in code),
/// - `AsyncImage(url:)` (a downloaded bitmap),
/// - `Image("Name")` of an asset catalog image set without the template rendering intent (`AppleImageAssets`),
/// draws nothing in X: no pair. Still tinted, and checked as an icon: `Image(systemName:)`, a symbol set or template
/// image set, `.renderingMode(.template)` on the image, and a `UIImage` made from a symbol or with
/// `.withRenderingMode(.alwaysTemplate)`. An asset no catalog read holds keeps its icon pair.
extension SwiftUIColorUses {
    /// Why the image at the head of `chain` is drawn in its own pixels, or nil when a foreground style tints it (or
    /// whether it does is not known).
    func untintedBitmap(_ chain: SwiftModifierChain) -> String? {
        let head = chain.head
        let name = file.tokens[head].text
        guard name == "Image" || name == "AsyncImage", file.nesting.isPunctuation(head + 1, "("),
            let close = file.nesting.partner[head + 1]
        else { return nil }
        if name == "AsyncImage" { return "an AsyncImage draws a downloaded bitmap" }
        if let mode = chain.first(["renderingMode"]),
            let argument = mode.arguments.flatMap({ file.nesting.argument($0) }),
            case .implicitMember("template", _) = argument
        {
            return nil
        }
        var parser = SwiftExpressionParser(tokens: file.tokens, range: head..<(close + 1))
        guard case .call(_, let arguments, _, _) = parser.parseExpression(), let first = arguments.first else {
            return nil
        }
        switch (first.label, first.value) {
        case ("uiImage", let image), ("nsImage", let image):
            return madeTintable(image) ? nil : "Image(\(first.label ?? ""):) draws a bitmap made in code"
        case (nil, .string(let asset, false, _)), ("decorative", .string(let asset, false, _)):
            guard hosts?.imageAssets.rendering(of: asset) == .original else { return nil }
            return "the asset \"\(asset)\" is an image set drawn in its own pixels (no template rendering intent)"
        case ("decorative", _), (nil, .name), (nil, .member):
            // `Image(decorative: cgImage, scale: 2)`, `Image(cgImage, scale: 2, label: …)`: a CGImage.
            return arguments.contains { $0.label == "scale" } ? "Image of a CGImage draws a bitmap" : nil
        default:
            return nil
        }
    }

    /// Whether a `UIImage` / `NSImage` expression is made to take a foreground style: a symbol
    /// (`UIImage(systemName:)`) or an image set to template rendering (`.withRenderingMode(.alwaysTemplate)`).
    func madeTintable(_ image: SwiftExpression) -> Bool {
        switch image {
        case .call(let callee, let arguments, _, _):
            if arguments.contains(where: { $0.label == "systemName" || $0.label == "systemSymbolName" }) { return true }
            if case .member(_, "withRenderingMode", _) = callee,
                case .implicitMember("alwaysTemplate", _)? = arguments.first?.value
            {
                return true
            }
            return madeTintable(callee)
        case .member(let base, _, _), .postfix(_, let base, _):
            return madeTintable(base)
        default:
            return false
        }
    }
}
