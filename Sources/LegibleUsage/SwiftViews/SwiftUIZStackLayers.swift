import LegiblePalette
import LegibleSwiftSyntax

/// What a `ZStack` draws under one of its children: the children written before it, back to front (Apple,
/// `ZStack`: "each successive child view has a higher z-axis value than the one before it"). Searched from the
/// nearest one down:
/// - a child that draws a picture or a color that is not one value — a gradient (`LinearGradient(…)`,
///   `Circle().fill(RadialGradient(…))`), an image, a material, anything `.blur(…)`red — makes the pair need review,
///   naming it, and the search goes on below it;
/// - a child that paints one color (`Color.black`, `Rectangle().fill(x)`, `x.ignoresSafeArea()`), or fills the stack
///   with a background color under its own content (`SwiftUIZStackCover`), is the backdrop; a clear one paints nothing;
/// - a view of the app's own type is what its body paints at its bottom (`SwiftUIViewTypeLayers`), as above;
/// - any other child (a `VStack`, a `Spacer`) is not taken as covering the text.
/// A first child written first in the ZStack (no `let` before it) that looks like a color Legible cannot read leaves
/// the background unknown.
extension SwiftUIColorUses {
    struct ZStackLayers {
        /// The first picture found between the text and the backdrop (or the ZStack's own background).
        var review: ReviewReason?
        /// The nearest child painting one color; nil when no child does.
        var backdrop: Result<ObservedColor, SwiftViewProblem>?
        /// The backdrop's colors when a condition picks it (`.fill(picked ? .green : .gray)`), a pair each.
        var branches: [LayerBranch] = []
    }

    /// The layers under the child of the ZStack whose `{` is at `open` that holds token `child`; `facts`: the tests
    /// that hold where the text is drawn (`if picked { … }` around it).
    func zStackLayers(_ open: Int, above child: Int, facts: SwiftConditionFacts) -> ZStackLayers {
        guard let close = file.nesting.partner[open], open + 1 < close else { return ZStackLayers() }
        var parser = SwiftExpressionParser(tokens: file.tokens, range: (open + 1)..<close)
        let statements = parser.parseStatements()
        let position = { (t: SwiftToken) in (t.line, t.column) }
        let limit = position(file.tokens[child])
        let earlier: [SwiftExpression] = statements.compactMap {
            guard case .expression(let e) = $0, position(e.token) < limit else { return nil }
            return e
        }
        var layers = ZStackLayers()
        for (k, child) in earlier.enumerated().reversed() {
            // A child moved from where the stack puts it (`.offset(x: 40)`) may cover the text or not.
            if let moved = Self.movingModifier(child) {
                if layers.review == nil {
                    layers.review = ReviewReason(
                        .overlap,
                        "a ZStack child under it is moved by .\(moved) (line \(child.token.line)): whether it covers the "
                            + "text is not known")
                }
                continue
            }
            if let (kind, what) = Self.picture(in: child) {
                if layers.review == nil {
                    let name = child.written.map { $0.count > 40 ? String($0.prefix(39)) + "…" : $0 } ?? what
                    layers.review = ReviewReason(
                        kind,
                        "a ZStack draws \(what) under it: \(name) (line \(child.token.line))")
                }
                continue
            }
            // A view of the app's own type (`StoryBackgroundView()`) draws what its body paints at its bottom
            // (`SwiftUIViewTypeLayers`): a picture there needs review and the search goes on below it, one color is
            // the backdrop. A body that paints no layer Legible reads (a `VStack` of content) is not taken as covering.
            if case .success(let drawn)? = viewTypeLayers(child, depth: 0), let first = drawn.first {
                if let review = drawn.lazy.compactMap(\.review).first {
                    if layers.review == nil { layers.review = review }
                    continue
                }
                layers.backdrop = .success(first.color)
                layers.branches = drawn.count > 1 || first.condition != nil || first.appearances != nil ? drawn : []
                return layers
            }
            // A fill chosen by a condition: a pair per color the text can be drawn on.
            if let branches = layerBranches(of: child, at: open + 1, facts: facts), let first = branches.first {
                layers.backdrop = .success(first.color)
                layers.branches = branches.count > 1 ? branches : []
                return layers
            }
            let color = colorOfView(child, at: open + 1)
            // A child filling the stack with a background color under its own content (`SwiftUIZStackCover`).
            if case .failure = color, let cover = coveringBackground(child, at: open + 1) {
                guard let painted = drawn(cover) else { continue }
                layers.backdrop = painted
                return layers
            }
            if case .failure = color {
                // A first child that looks like a color Legible cannot read leaves the background unknown.
                let head = child.token.text
                if k == 0, position(child.token) == position(file.tokens[open + 1]),
                    head == "Color" || head.hasSuffix("Color") || child.dottedPath?.hasPrefix(".") == true
                {
                    layers.backdrop = color
                    return layers
                }
                continue
            }
            // `Color.clear` paints nothing: what is under it shows through.
            guard let painted = drawn(color) else { continue }
            layers.backdrop = painted
            return layers
        }
        return layers
    }

    /// The modifier that moves a ZStack child from where the stack places it (`.offset`, `.position`), if any.
    static func movingModifier(_ expression: SwiftExpression) -> String? {
        var e = expression
        while case .call(.member(let base, let name, _), _, _, _) = e {
            if name == "offset" || name == "position" { return name }
            e = base
        }
        return nil
    }

    /// The kind of picture a ZStack child draws and how to name it: a gradient, image or material view, a shape
    /// filled with one (`.fill(LinearGradient(…))`, `.foregroundStyle(.thinMaterial)`), or a view `.blur(…)`red.
    static func picture(in expression: SwiftExpression) -> (ReviewReason.Kind, String)? {
        var e = expression
        while true {
            switch e {
            case .call(.member(let base, let name, _), let arguments, _, _):
                if name == "blur" { return (.blur, "a blurred view") }
                if ["fill", "foregroundStyle", "foregroundColor", "background"].contains(name),
                    let first = arguments.first?.value, let kind = SwiftUIObstructions.kind(of: first)
                {
                    return (kind, describe(kind))
                }
                e = base
            case .member(let base, _, _) where SwiftUIObstructions.kind(of: e) == nil:
                e = base
            default:
                return SwiftUIObstructions.kind(of: e).map { ($0, describe($0)) }
            }
        }
    }

    static func describe(_ kind: ReviewReason.Kind) -> String {
        switch kind {
        case .gradient: "a gradient"
        case .image: "an image"
        case .blur: "a material"
        case .video: "a video"
        case .map: "a map"
        default: "a picture"
        }
    }
}
