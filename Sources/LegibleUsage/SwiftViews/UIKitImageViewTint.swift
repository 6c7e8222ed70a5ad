import LegibleCore
import LegiblePalette
import LegibleSwiftSyntax

/// An image view's `tintColor` recolors only a template image (Apple, "UIImage.RenderingMode": `.automatic` draws an
/// asset's own pixels unless its image set says `template-rendering-intent: template`; `UIImageView.tintColor` "is
/// applied to template images"). So for `icon.tintColor = X` the images the type gives `icon` decide what is drawn:
/// - `UIImageView(image: …)` in the view's declaration and every `icon.image = …` of the type are read;
/// - a symbol (`UIImage(systemName:)`), `.withRenderingMode(.alwaysTemplate)`, or a template or symbol set of the
///   asset catalogs (`AppleImageAssets`) is tinted: the tint is the pair's color, as before;
/// - `.withRenderingMode(.alwaysOriginal)`, or `UIImage(named:)` of an image set without the template intent, draws
///   its own colors: when every image the view gets is so, the tint is not drawn. If each is an SVG painted in the
///   same one plain fill, that fill is the color (asserted); otherwise the pair needs review ("the image draws its own
///   colors").
/// An image Legible cannot place (a parameter, an image not in the catalogs read) leaves the tint as the color.
extension UIKitColorUses {
    /// What an image view shows in place of its tint.
    enum UntintedImage {
        /// Every image is an SVG in this one plain fill.
        case plainFill(Color, what: String)
        /// The images draw their own colors, which Legible does not read.
        case ownColors(String)
    }

    /// How one image expression renders.
    enum ImageRendering: Equatable {
        case tinted
        case original(asset: String?)
        case unknown
    }

    /// What `view` of `type` draws instead of its tint, or nil when the tint is drawn (or that is not known).
    func untintedImage(of view: String, in type: String) -> UntintedImage? {
        var assets: [String?] = []
        for file in files {
            let tokens = file.tokens
            for i in tokens.indices where tokens[i].kind == .identifier && tokens[i].text == view {
                guard file.enclosingType(i)?.name.joined(separator: ".") == type,
                    let image = image(assignedTo: i, in: file)
                else { continue }
                switch rendering(of: image) {
                case .tinted, .unknown: return nil
                case .original(let asset): assets.append(asset)
                }
            }
        }
        guard !assets.isEmpty else { return nil }
        let names = assets.compactMap { $0 }
        let fills = names.compactMap { imageAssets.plainFills[$0] }
        if fills.count == assets.count, let first = fills.first, fills.allSatisfy({ $0.color == first.color }) {
            let sets = Set(names).sorted().map { "\"\($0)\"" }.joined(separator: ", ")
            return .plainFill(
                first.color,
                what: "the image \(sets) is drawn in its own colors, not the tint (no template rendering intent): "
                    + "its SVG (\(first.file)) is filled \(first.color.hexRGB) only")
        }
        let listed =
            names.isEmpty
            ? "an image set to .alwaysOriginal"
            : Set(names).sorted().map { "\"\($0)\"" }
                .joined(separator: ", ")
        return .ownColors(
            "the image draws its own colors: \(listed) is not a template image, so the tint set here is not drawn")
    }

    /// The image given to the view named at token `i`: `let icon = UIImageView(image: X)` or `icon.image = X`.
    func image(assignedTo i: Int, in file: SwiftViewFile) -> SwiftExpression? {
        let tokens = file.tokens
        if i > 0, tokens[i - 1].is("let") || tokens[i - 1].is("var"), i + 3 < tokens.count,
            tokens[i + 1].text == "=", tokens[i + 2].text == "UIImageView", file.nesting.isPunctuation(i + 3, "("),
            let close = file.nesting.partner[i + 3]
        {
            var parser = SwiftExpressionParser(tokens: tokens, range: (i + 2)..<(close + 1))
            guard case .call(_, let arguments, _, _) = parser.parseExpression() else { return nil }
            return arguments.first { $0.label == "image" }?.value
        }
        guard i + 4 < tokens.count, file.nesting.isPunctuation(i + 1, "."), tokens[i + 2].text == "image",
            tokens[i + 3].text == "="
        else { return nil }
        var parser = SwiftExpressionParser(
            tokens: tokens, range: (i + 4)..<max(i + 4, facts.statementEnd(after: i + 4, in: file)))
        return parser.parseExpression()
    }

    /// How an image expression renders: see the type's rules.
    func rendering(of image: SwiftExpression) -> ImageRendering {
        switch image {
        case .postfix(_, let inner, _):
            return rendering(of: inner)
        case .call(.member(let base, "withRenderingMode", _), let arguments, _, _):
            switch arguments.first?.value {
            case .implicitMember("alwaysTemplate", _)?: return .tinted
            case .implicitMember("alwaysOriginal", _)?:
                if case .original(let asset) = rendering(of: base) { return .original(asset: asset) }
                return .original(asset: nil)
            default: return rendering(of: base)
            }
        case .call(let callee, let arguments, _, _):
            if arguments.contains(where: { $0.label == "systemName" }) { return .tinted }
            guard callee.dottedPath == "UIImage", arguments.first?.label == "named",
                case .string(let name, false, _)? = arguments.first?.value
            else { return .unknown }
            switch imageAssets.rendering(of: name) {
            case .tinted?: return .tinted
            case .original?: return .original(asset: name)
            case nil: return .unknown
            }
        default:
            return .unknown
        }
    }
}
