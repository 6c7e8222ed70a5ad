import LegibleCore
import LegibleSwiftSyntax

/// Turns evaluated declarations into named colors and diagnostics (see `SwiftColorReader`).
struct SwiftPaletteBuilder {
    let evaluator: SwiftEvaluator
    var colors: [NamedColor] = []
    var diagnostics: [Diagnostic] = []
    var catalogLinks: [SwiftColorReader.CatalogLink] = []
    /// Token ranges per file whose color initializers are accounted for (in the palette or in a diagnostic), with
    /// the color they belong to.
    var accounted: [[(range: Range<Int>, color: String)]]
    /// Every color initializer found, with the color it belongs to (nil: reported inline at its own location).
    var initializerSites: [SwiftColorReader.InitializerSite] = []
    /// Token ranges per file of converters whose initializers turn the palette's constants into colors (SwiftGen's
    /// `ColorName.color`): they define no color of their own and need no word.
    var converters: [[Range<Int>]]

    init(evaluator: SwiftEvaluator) {
        self.evaluator = evaluator
        self.accounted = Array(repeating: [], count: evaluator.units.count)
        self.converters = Array(repeating: [], count: evaluator.units.count)
    }

    mutating func build() {
        var themes = SwiftThemes(evaluator: evaluator)
        themes.find()
        themes.claimed.formUnion(addCodeThemes())
        for (u, unit) in evaluator.units.enumerated() {
            var seen: [String: SwiftDeclaration] = [:]
            for (i, d) in unit.declarations.enumerated() where d.kind == .storedProperty || d.kind == .computedProperty
            {
                let id = SwiftDeclarationID(unit: u, index: i)
                if themes.claimed.contains(id) { continue }
                // SwiftGen's `ColorName.color` converts whichever constant it is called on: the constants are read.
                // Only when the file declares such constants; otherwise the converter is evaluated as any code.
                if d.scope.last == "ColorName", !d.isStatic,
                    unit.declarations.contains(where: { $0.scope.last == "ColorName" && $0.isStatic })
                {
                    converters[u].append(d.tokenRange)
                    continue
                }
                // A stored property without a value (`let text: UIColor`, `var tint: UIColor! { didSet … }`) is set
                // at run time: no color is defined here.
                if d.kind == .storedProperty && d.value == nil { continue }
                // A protocol requirement (`var text: UIColor { get }`) has no value either.
                if d.kind == .computedProperty && SwiftProtocolThemes.isRequirement(d.body) { continue }
                let isColorTyped = SwiftEvaluator.colorType(d.type) != nil
                let hasInitializer =
                    d.type == nil
                    && d.value.map {
                        Self.headIsColor($0) || Self.initializesOwnColorType($0, scope: d.scope)
                            || callsColorFunction($0, scope: d.scope)
                    } == true
                // Only properties that are colors: by type, by a color initializer as their value, or by a bare
                // reference that evaluates to a color. Others (views, numbers) are not read; color initializers
                // inside them are reported one by one as inline.
                guard isColorTyped || hasInitializer || (d.value != nil && d.type == nil && looksLikeColorReference(d))
                else { continue }
                let name = d.qualifiedName
                if let first = seen[name] {
                    diagnostics.append(
                        .warning(
                            unit.location(d.token),
                            "\(name): defined again (\(branchText(d.token))); the definition at line \(first.token.line) is used"
                        ))
                    accounted[u].append((d.tokenRange, name))
                    continue
                }
                evaluator.currentColorName = name
                do throws(SwiftEvaluationFailure) {
                    let value = try evaluator.value(of: id, from: d.token)
                    guard case .color(let color) = value else {
                        // A property typed or initialized as a color is named, and so accounts for the initializers
                        // inside it; one only tried as a reference claims nothing: its initializers are reported
                        // where they stand (fuzz report, 2026-11-26: `var flag =(false` swallowing a method).
                        if isColorTyped || hasInitializer {
                            diagnostics.append(.warning(unit.location(d.token), "\(name): not a color value"))
                            accounted[u].append((d.tokenRange, name))
                        }
                        continue
                    }
                    seen[name] = d
                    accounted[u].append((d.tokenRange, name))
                    add(name: name, color: color, unit: unit, declaration: d)
                } catch {
                    // a reference to something that is not a color
                    guard isColorTyped || hasInitializer else { continue }
                    accounted[u].append((d.tokenRange, name))
                    diagnostics.append(
                        .warning(
                            SourceLocation(path: unit.path, line: error.line, column: error.column),
                            "\(name): not read, \(error.message)"))
                }
            }
        }
        colors += themes.colors
        diagnostics += themes.diagnostics
        for (u, range, color) in themes.accounted { accounted[u].append((range, color)) }
        for (id, caller) in evaluator.followedFunctions {
            accounted[id.unit].append((evaluator.declaration(id).tokenRange, caller))
        }
        reportUnaccountedInitializers()
    }

    /// Whether an expression's outermost value is made by a color initializer: `UIColor(…)`, `#colorLiteral(…)`,
    /// SwiftGen's `ColorAsset(name: "Colors/Label/primary")`, `Color { … }`, possibly followed by `.withAlphaComponent(…)`, `.opacity(…)`, `.cgColor`, `!` or `?? …`.
    static func headIsColor(_ e: SwiftExpression) -> Bool {
        switch e {
        case .call(.member(let base, let m, _), _, _, _)
        where ["withAlphaComponent", "opacity", "withAlpha"].contains(m): return headIsColor(base)
        case .call(let callee, let args, _, _):
            if case .closure = callee { return false }
            if SwiftEvaluator.isSwiftGenColorName(callee, args) || SwiftEvaluator.rSwiftColor(callee) != nil
                || SwiftEvaluator.isSwiftGenColorAsset(callee, args)
            {
                return true
            }
            let path = callee.dottedPath ?? ""
            return SwiftEvaluator.colorType(path) != nil || path == "#colorLiteral"
                || SwiftEvaluator.colorType(String(path.dropLast(5))) != nil && path.hasSuffix(".init")
        case .member(let base, "cgColor", _), .postfix(_, let base, _), .binary("??", let base, _, _):
            return headIsColor(base)
        // SwiftGen's accessors: `ColorName.articleBody.color` (colors template), `Asset.Colors.brand.color`
        // (xcassets template): a color, read or said not read, never passed over.
        case .member(let base, "color", _)
        where ["ColorName", "Asset"].contains(base.dottedPath?.split(separator: ".").first.map(String.init) ?? ""):
            return true
        case .member:
            guard let first = e.dottedPath?.split(separator: ".").first else { return false }
            return SwiftEvaluator.colorType(String(first)) != nil
        case .ternary(_, let a, let b, _): return headIsColor(a) || headIsColor(b)
        default: return false
        }
    }

    /// `Self(white: 0.96)`, `Self { … }`, `.init(…)` in an extension of a color type (`extension Color`): the
    /// extended type's initializer.
    static func initializesOwnColorType(_ e: SwiftExpression, scope: [String]) -> Bool {
        guard case .call(let callee, _, _, _) = e, ["Self", "Self.init", ".init"].contains(callee.dottedPath ?? "")
        else { return false }
        return scope.last.flatMap(SwiftEvaluator.colorType) != nil
    }

    /// `UIColor.dynamic(light:dark:)`: a call of a user function declared to return a color (or `Self` in an
    /// extension of a color type: `static func rgb(_:) -> Self`).
    func callsColorFunction(_ e: SwiftExpression, scope: [String]) -> Bool {
        guard case .call(let callee, let args, _, _) = e, let path = callee.dottedPath,
            let id = evaluator.lookupFunction(
                path, labels: args.map(\.label), SwiftEvaluationContext(unit: 0, scope: scope))
        else { return false }
        let function = evaluator.declaration(id)
        let returned = function.type == "Self" ? function.scope.last : function.type
        return SwiftEvaluator.colorType(returned) != nil
    }

    /// `let accent = Palette.blue`: a bare reference that resolves to a color (evaluated to check).
    func looksLikeColorReference(_ d: SwiftDeclaration) -> Bool {
        guard let v = d.value,
            v.dottedPath != nil
                || {
                    if case .call(.member(_, let m, _), _, _, _) = v {
                        return m == "withAlphaComponent" || m == "opacity"
                    } else {
                        return false
                    }
                }()
        else { return false }
        return true
    }

    mutating func add(name: String, color: SwiftColor, unit: SwiftSourceUnit, declaration d: SwiftDeclaration) {
        if let link = color.catalogName, color.variants.isEmpty {
            catalogLinks.append(
                .init(
                    name: name, origin: unit.path, catalogName: link, source: unit.location(d.token), via: color.aliasOf
                ))
            return
        }
        let variants = color.variants.sorted { $0.key < $1.key }.map {
            ColorVariant(appearance: $0.key, value: $0.value.value, source: $0.value.source)
        }
        guard !variants.isEmpty else {
            diagnostics.append(.warning(unit.location(d.token), "\(name): no color value"))
            return
        }
        colors.append(NamedColor(name: name, origin: unit.path, variants: variants, aliasOf: color.aliasOf))
    }

    func branchText(_ token: SwiftToken) -> String {
        token.condition.isEmpty
            ? "same build configuration" : token.condition.map(\.description).joined(separator: ", ")
    }

    /// Every color initializer not inside a declaration read above is evaluated where it stands: a static color
    /// (written in place, a platform color, a palette color) is used inline, checked where views pair it, and
    /// needs no word; an asset catalog color is looked up once every reader ran (`CatalogLink.isInline`); one
    /// computed at run time gets a warning naming it and why.
    mutating func reportUnaccountedInitializers() {
        for (u, unit) in evaluator.units.enumerated() {
            let ranges = accounted[u]
            for k in SwiftColorInitializerSites.heads(in: unit.tokens, 0..<unit.tokens.count) {
                let head = unit.tokens[k]
                if let owner = ranges.first(where: { $0.range.contains(k) }) {
                    initializerSites.append(.init(location: unit.location(head), color: owner.color))
                    continue
                }
                if converters[u].contains(where: { $0.contains(k) }) {
                    initializerSites.append(.init(location: unit.location(head), color: nil, isStatic: true))
                    continue
                }
                let owner = unit.declarations.last {
                    $0.tokenRange.contains(k)
                        && ($0.kind == .function || $0.kind == .initializer || $0.kind == .computedProperty
                            || $0.kind == .storedProperty)
                }
                let label = "\(head.text)(…)" + (owner.map { " in \($0.qualifiedName)" } ?? "")
                var parser = SwiftExpressionParser(tokens: unit.tokens, range: k..<unit.tokens.count)
                let context = SwiftEvaluationContext(
                    unit: u, scope: owner?.scope ?? [], appearance: nil, colorType: SwiftEvaluator.colorType(head.text))
                switch evaluator.resolution(of: parser.parseExpression(), context, path: unit.path) {
                case .inline, .paletteColor, .catalogColorWithAlpha:
                    initializerSites.append(.init(location: unit.location(head), color: nil, isStatic: true))
                case .catalogColor(let reference):
                    initializerSites.append(.init(location: unit.location(head), color: nil, isStatic: true))
                    catalogLinks.append(
                        .init(
                            name: label, origin: unit.path, catalogName: reference, source: unit.location(head),
                            isInline: true))
                case .unknown(let why):
                    initializerSites.append(.init(location: unit.location(head), color: nil))
                    diagnostics.append(
                        .warning(
                            unit.location(head),
                            "\(label) is computed at run time (\(why)); not in the palette, not checked"))
                }
            }
        }
    }
}
