import LegiblePalette
import LegibleSwiftSyntax

/// A view of the app's own type used as a background (`.background(ThemedRootBackground())`, or in an app modifier's
/// body, `background(CardBackdrop())`): what is under the text is what that type's `body` draws at the bottom, read
/// there as the evaluator reads its code. A color (`palette.background`), a shape's fill, the first child of a
/// `ZStack`, another view type of the app (nested); a gradient, material or picture there makes that layer need
/// review. An `if` in the body gives a layer per branch: a test the evaluator decides per theme or appearance
/// (`theme.usesGlassChrome` on `@Environment(\.appTheme)`) restricts each branch to the themes where it holds, and so
/// does each case of a `switch` (`SwiftUIViewTypeSwitch`); a test decided at run time labels each branch with its
/// condition, as a color chosen by a condition is.
extension SwiftUIColorUses {
    /// The layers under a background modifier whose view is an app view type; nil when it is not one.
    func viewTypeLayers(_ modifier: SwiftModifierChain.Modifier) -> Result<[LayerBranch], SwiftViewProblem>? {
        backgroundExpression(modifier).flatMap { viewTypeLayers($0, depth: 0) }
    }

    /// The layers the app's view type called in `expression` (`ThemedRootBackground()`) draws; nil when the expression
    /// is no call of a view type with a `body` the files read declare.
    func viewTypeLayers(_ expression: SwiftExpression, depth: Int) -> Result<[LayerBranch], SwiftViewProblem>? {
        guard let hosts, depth < 3, case .call(.name(let type, _), _, nil, _) = paintedColor(expression),
            let declared = hosts.declarations[type], declared.count == 1, let (f, open) = declared.first
        else { return nil }
        let hostFile = hosts.files[f]
        let declaring = file.platformOverride.map { hostFile.on($0) } ?? hostFile
        guard let body = Self.bodyProperty(in: open, of: declaring), let close = declaring.nesting.partner[body] else {
            return nil
        }
        var parser = SwiftExpressionParser(tokens: declaring.tokens, range: (body + 1)..<close)
        let there = SwiftUIColorUses(file: declaring, hosts: hosts)
        let place = "\(type) (\(declaring.location(body).fileAndLine))"
        return there.bodyLayers(parser.parseStatements(), at: body + 1, of: place, depth: depth, under: Under())
    }

    /// The layer found as these layers: one plain color is the layer itself, else each is a branch of its own.
    static func found(
        _ layers: [LayerBranch], evidence: String, font: SwiftExpression?, review: ReviewReason?, at: Int? = nil
    ) -> Found {
        let first = layers[0]
        let plain = layers.count == 1 && first.review == nil && first.appearances == nil && first.condition == nil
        return Found(
            color: first.color, evidence: evidence, font: font, review: review, layerAt: at,
            branches: plain ? [] : layers)
    }

    /// The `{` of `var body: some View { … }` declared directly in the type body at `open`.
    static func bodyProperty(in open: Int, of file: SwiftViewFile) -> Int? {
        guard let close = file.nesting.partner[open] else { return nil }
        let tokens = file.tokens
        for k in (open + 1)..<close
        where file.nesting.enclosing[k] == open && tokens[k].text == "body" && tokens[k - 1].text == "var" {
            return (k + 1..<close).first { file.nesting.enclosing[$0] == open && file.nesting.isPunctuation($0, "{") }
        }
        return nil
    }

    /// The conditions and themes a branch of a body is drawn under.
    struct Under {
        var conditions: [String] = []
        var excludes: [String] = []
        var appearances: [Appearance]? = nil

        func restricted(to appearances: [Appearance]) -> Under {
            var under = self
            under.appearances = self.appearances.map { own in own.filter(appearances.contains) } ?? appearances
            return under
        }

        func when(_ condition: String, not other: String) -> Under {
            var under = self
            under.conditions.append(condition)
            under.excludes.append(other)
            return under
        }

        func branch(_ color: ObservedColor, review: ReviewReason? = nil) -> LayerBranch {
            LayerBranch(
                color: color, condition: conditions.isEmpty ? nil : conditions.joined(separator: ", "),
                excludes: excludes, review: review, appearances: appearances)
        }
    }

    /// The layers the first drawing statement of `statements` paints (an `if` giving a layer per branch); `index`: a
    /// token of the body, where its names are read.
    func bodyLayers(_ statements: [SwiftStatement], at index: Int, of place: String, depth: Int, under: Under)
        -> Result<[LayerBranch], SwiftViewProblem>
    {
        for statement in statements {
            switch statement {
            case .binding:
                continue
            case .expression(let e), .return(let e?, _):
                return expressionLayers(e, at: index, of: place, depth: depth, under: under)
            case .if(let conditions, let then, let otherwise, _):
                guard conditions.count == 1, let test = conditions.first, let otherwise else {
                    return .failure(.init("\(place) draws under an `if` Legible does not branch on"))
                }
                let yes = "when \(SwiftColorBranches.describe(test))"
                let no = SwiftColorBranches.otherwise(test)
                let sides: [(statements: [SwiftStatement], under: Under)]
                switch decide(test, at: index) {
                case .always(true): sides = [(then, under)]
                case .always(false): sides = [(otherwise, under)]
                case .split(let holds, let fails):
                    sides = [(then, under.restricted(to: holds)), (otherwise, under.restricted(to: fails))]
                case .unknown:
                    sides = [(then, under.when(yes, not: no)), (otherwise, under.when(no, not: yes))]
                }
                return sideLayers(sides, at: index, of: place, depth: depth)
            case .switch(let subject, let cases, _):
                return sideLayers(
                    switchSides(subject, cases, at: index, under: under), at: index, of: place, depth: depth)
            default:
                return .failure(.init("\(place) draws through code Legible does not follow"))
            }
        }
        return .failure(.init("\(place) draws nothing Legible reads"))
    }

    /// The layers of each side of a test, each drawn under its own conditions and themes (a side drawn in no theme is
    /// left out).
    func sideLayers(
        _ sides: [(statements: [SwiftStatement], under: Under)], at index: Int, of place: String, depth: Int
    ) -> Result<[LayerBranch], SwiftViewProblem> {
        var all: [LayerBranch] = []
        for side in sides where side.under.appearances?.isEmpty != true {
            switch bodyLayers(side.statements, at: index, of: place, depth: depth, under: side.under) {
            case .failure(let p): return .failure(p)
            case .success(let layers): all += layers
            }
        }
        return .success(all)
    }

    /// The layers a view expression of a body paints at its bottom.
    func expressionLayers(_ e: SwiftExpression, at index: Int, of place: String, depth: Int, under: Under)
        -> Result<[LayerBranch], SwiftViewProblem>
    {
        let view = paintedColor(e)
        if let (kind, what) = Self.picture(in: view) {
            let scene = SwiftViewDefaults.system("systemBackground", at: file.location(index))
            let review = ReviewReason(kind, "the app's view \(place) draws \(what) under it (line \(e.token.line))")
            return .success([under.branch(scene, review: review)])
        }
        // `ZStack { bottom; … }`: the bottom child is what is under everything else.
        if case .call(.name("ZStack", _), _, let closure?, _) = view {
            return bodyLayers(closure.body, at: index, of: place, depth: depth, under: under)
        }
        if let nested = viewTypeLayers(view, depth: depth + 1) {
            return nested.map { layers in
                layers.map { layer in
                    var layer = layer
                    layer.condition = (under.conditions + [layer.condition].compactMap { $0 }).joined(separator: ", ")
                    if layer.condition?.isEmpty == true { layer.condition = nil }
                    layer.excludes += under.excludes
                    if let own = under.appearances {
                        layer.appearances = layer.appearances.map { $0.filter(own.contains) } ?? own
                    }
                    return layer
                }
            }
        }
        switch colorOfView(e, at: index) {
        case .failure(let p):
            return .failure(.init("\(place) draws a color Legible cannot read (\(p.message))"))
        case .success(let color):
            guard drawn(.success(color)) != nil else {
                return .failure(.init("\(place) draws a clear color: what is under it is not followed"))
            }
            return .success([under.branch(color)])
        }
    }

    /// How a body's test is decided.
    enum Decided {
        case always(Bool)
        /// In some themes or appearances it holds, in the others not.
        case split(holds: [Appearance], fails: [Appearance])
        /// At run time.
        case unknown
    }

    /// The test's value, read by the evaluator as a color it picks (`test ? Color.white : Color.black`), so a test
    /// on the app's theme or the appearance is run once per theme and appearance as any color is.
    func decide(_ test: SwiftExpression, at index: Int) -> Decided {
        let t = test.token
        let white = SwiftExpression.member(.name("Color", t), "white", t)
        let black = SwiftExpression.member(.name("Color", t), "black", t)
        guard
            case .success(.inline(let picked)) = file.color(
                .ternary(test, white, black, t), at: index, colorType: "Color"),
            case .success(.inline(let whiteColor)) = file.color(white, at: index, colorType: "Color"),
            let whiteValue = whiteColor.variants.first?.value, !picked.variants.isEmpty
        else { return .unknown }
        let holds = picked.variants.filter { $0.value == whiteValue }.map(\.appearance)
        let fails = picked.variants.filter { $0.value != whiteValue }.map(\.appearance)
        if fails.isEmpty { return .always(true) }
        if holds.isEmpty { return .always(false) }
        return .split(holds: holds, fails: fails)
    }
}
