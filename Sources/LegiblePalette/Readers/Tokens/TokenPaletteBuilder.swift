import LegibleCore

/// Turns token definitions into variants and diagnostics, one appearance at a time.
///
/// A definition for one appearance (a themed file, a Spectrum set) gives that variant. A definition without a
/// theme is resolved in every appearance: its light variant always, and another appearance's variant when an
/// alias on its chain is defined for exactly that appearance. So `color.text.primary = {color.gray.1400}` in
/// compound's `theme-semantics.json` gets light, dark and both high-contrast variants from `theme-{…}.json`.
///
/// The same name, origin and appearance defined twice: the later definition (path, then line order) is used
/// and the earlier one gets a warning saying so.
struct TokenPaletteBuilder {
    let resolver: TokenAliasResolver
    var diagnostics: Set<Diagnostic> = []
    /// (name, origin) → appearance → (variant, definition index)
    var variants: [NameKey: [Appearance: (ColorVariant, Int)]] = [:]

    struct NameKey: Hashable { var name: String, origin: String }

    init(resolver: TokenAliasResolver) { self.resolver = resolver }

    func location(_ i: Int) -> SourceLocation {
        let d = resolver.definitions[i]
        return SourceLocation(path: resolver.sources[d.source].path, line: d.line, keyPath: d.keyPath)
    }

    mutating func build() -> [NamedColor] {
        for i in resolver.definitions.indices { add(i) }
        mergeThemedIntoBase()
        return variants.map { key, byAppearance in
            NamedColor(name: key.name, origin: key.origin,
                       variants: byAppearance.keys.sorted().compactMap { byAppearance[$0]?.0 })
        }
    }

    mutating func add(_ i: Int) {
        let definition = resolver.definitions[i]
        if case .other(let type) = definition.kind {
            // A known non-color type is skipped silently; an unknown type holding a color value is reported,
            // since a typo in `$type` ("colour", "colr") would otherwise drop the color without a word.
            if !TokenKind.knownTypeNames.contains(type.lowercased()), case .color = resolver.untypedValues[i] {
                diagnostics.insert(.warning(location(i), "token typed '\(type)' holds a color value; it is not checked (unknown type; did you mean \"color\"?)"))
            }
            return
        }
        let typed = definition.kind == .color
        if case .color(_, let warnings) = typed ? resolver.typedValues[i] : resolver.untypedValues[i] {
            for w in warnings { diagnostics.insert(.warning(location(i), w)) }
        }
        if let modifier = definition.unsupportedModifier {
            diagnostics.insert(.warning(location(i), "Tokens Studio modifier '\(modifier)' is not applied; the unmodified color is checked"))
        }
        if let appearance = definition.appearance {
            record(i, appearance, resolver.resolve(i, in: appearance))
            return
        }
        let outcomes = Appearance.allCases.map { ($0, resolver.resolve(i, in: $0)) }
        var emitted = false
        for (appearance, outcome) in outcomes {
            if case .color(let color, let specific) = outcome, appearance == .light || specific {
                put(i, appearance, color)
                emitted = true
            }
        }
        for (appearance, outcome) in outcomes {
            switch outcome {
            case .failure(let message, let specific):
                if specific || (appearance == .light && !emitted) { diagnostics.insert(.error(location(i), message)) }
            case .gradient(let specific) where specific || appearance == .light:
                record(i, appearance, outcome)
            default:
                break
            }
        }
    }

    mutating func record(_ i: Int, _ appearance: Appearance, _ outcome: TokenAliasResolver.Outcome) {
        switch outcome {
        case .color(let color, _): put(i, appearance, color)
        case .notColor: break
        case .failure(let message, _): diagnostics.insert(.error(location(i), message))
        case .gradient:
            if case .gradient = resolver.typedValues[i] {
                diagnostics.insert(.warning(location(i), "gradient typed as color; not checked"))
            } else {
                diagnostics.insert(.warning(location(i), "alias resolves to a gradient; not checked"))
            }
        }
    }

    mutating func put(_ i: Int, _ appearance: Appearance, _ color: Color) {
        let definition = resolver.definitions[i]
        let key = NameKey(name: definition.name, origin: resolver.sources[definition.source].origin)
        let variant = ColorVariant(appearance: appearance, value: .color(color), source: location(i), gamutPolicy: .cssGamutMapping)
        if let (_, earlier) = variants[key]?[appearance], earlier != i {
            let later = location(i)
            diagnostics.insert(.warning(location(earlier), "\(definition.name) is defined again at \(later.path):\(later.line), which is used"))
        }
        variants[key, default: [:]][appearance] = (variant, i)
    }

    /// A themed color joins the same-named color of the one file without a theme in its folder when that color
    /// lacks its appearances (`colors.json` with `--theme dark=overrides.json`, or with `colors-dark.json` beside
    /// it). Anything less clear-cut stays a color of its own.
    mutating func mergeThemedIntoBase() {
        let sources = resolver.sources
        func folder(_ key: NameKey) -> String? {
            let indices = (variants[key] ?? [:]).values.map { resolver.definitions[$0.1].source }
            guard let first = indices.first, indices.allSatisfy({ sources[$0].folder == sources[first].folder }) else { return nil }
            return sources[first].folder.joined(separator: "/")
        }
        func themed(_ key: NameKey) -> Bool {
            (variants[key] ?? [:]).values.allSatisfy { sources[resolver.definitions[$0.1].source].appearance != nil }
        }
        let byName = Dictionary(grouping: variants.keys, by: \.name)
        for key in variants.keys.sorted(by: { ($0.name, $0.origin) < ($1.name, $1.origin) }) where themed(key) {
            let bases = (byName[key.name] ?? []).filter { $0 != key && !themed($0) && folder($0) != nil && folder($0) == folder(key) }
            guard bases.count == 1, let base = bases.first, let moving = variants[key],
                  Set(moving.keys).isDisjoint(with: Set(variants[base]?.keys ?? [:].keys)) else { continue }
            for (appearance, entry) in moving { variants[base]?[appearance] = entry }
            variants[key] = nil
        }
    }
}
