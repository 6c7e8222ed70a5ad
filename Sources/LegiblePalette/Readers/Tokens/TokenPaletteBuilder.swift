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
        mergeLayers()
        let families = familyFolders()
        return variants.map { key, byAppearance in
            NamedColor(
                name: key.name, origin: key.origin,
                variants: byAppearance.keys.sorted().compactMap { byAppearance[$0]?.0 },
                family: layerFolder(key).flatMap { families[$0] })
        }
    }

    /// The one layer folder all of a color's definitions come from, or nil.
    func layerFolder(_ key: NameKey) -> [String]? {
        let folders = Set(
            (variants[key] ?? [:]).values.map { resolver.sources[resolver.definitions[$0.1].source].layerFolder })
        return folders.count == 1 ? folders.first : nil
    }

    /// Theme families: layer folders that still share color names after layering (`theme-classic/` and
    /// `theme-new/` both defining `color.text`) are separate palettes, named by their folder.
    func familyFolders() -> [[String]: String] {
        var folders: Set<[String]> = []
        for (_, keys) in Dictionary(grouping: variants.keys, by: \.name) where keys.count > 1 {
            let distinct = Set(keys.compactMap(layerFolder))
            if distinct.count > 1 { folders.formUnion(distinct) }
        }
        var result: [[String]: String] = [:]
        for folder in folders { result[folder] = folder.last ?? "/" }
        return result
    }

    mutating func add(_ i: Int) {
        let definition = resolver.definitions[i]
        if resolver.sources[definition.source].referenceOnly { return }
        if case .other(let type) = definition.kind {
            // A known non-color type is skipped silently; an unknown type holding a color value (valid or not), or
            // an alias that reaches a color or nothing, is reported, since a typo in `$type` ("colour", "colr") would otherwise
            // drop the color without a word.
            guard !TokenKind.knownTypeNames.contains(type.lowercased()) else { return }
            switch resolver.untypedValues[i] {
            case .color:
                diagnostics.insert(
                    .warning(
                        location(i),
                        "token typed '\(type)' holds a color value; it is not checked (unknown type; did you mean \"color\"?)"
                    ))
            case .alias(let name, _):
                let appearance = definition.appearance ?? .light
                guard let target = resolver.targets[i]?[Appearance.allCases.firstIndex(of: appearance) ?? 0] else {
                    diagnostics.insert(
                        .warning(
                            location(i),
                            "token typed '\(type)' (unknown type) refers to {\(name)}, which is not defined; it is not checked"
                        ))
                    return
                }
                if case .color = resolver.resolve(target, in: appearance) {
                    diagnostics.insert(
                        .warning(
                            location(i),
                            "token typed '\(type)' is an alias to a color ({\(name)}); it is not checked (unknown type; did you mean \"color\"?)"
                        ))
                }
            case .invalid(let message):
                // Untyped values are invalid only where they can only have meant a color (`TokenValue`).
                diagnostics.insert(
                    .warning(
                        location(i),
                        "token typed '\(type)' (unknown type) holds an invalid color: \(message); it is not checked"))
            default:
                break
            }
            return
        }
        let typed = definition.kind == .color
        if case .color(_, let warnings) = typed ? resolver.typedValues[i] : resolver.untypedValues[i] {
            for w in warnings { diagnostics.insert(.warning(location(i), w)) }
        }
        if let modifier = definition.unsupportedModifier {
            diagnostics.insert(
                .warning(
                    location(i), "Tokens Studio modifier '\(modifier)' is not applied; the unmodified color is checked")
            )
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
        let variant = ColorVariant(
            appearance: appearance, value: .color(color), source: location(i), gamutPolicy: .cssGamutMapping)
        if let (_, earlier) = variants[key]?[appearance], earlier != i {
            let later = location(i)
            diagnostics.insert(
                .warning(
                    location(earlier),
                    "\(definition.name) is defined again at \(later.path):\(later.line), which is used"))
        }
        variants[key, default: [:]][appearance] = (variant, i)
    }

    /// Same-named colors from files that layer in one folder (`TokenSource.layerFolder`) become one color: the
    /// base is the color from files without a theme (else the first by origin), and each other file's variants
    /// join it. A themed file replaces what the unthemed base gives in its appearance (`colors.json` with
    /// `colors-dark.json`, `theme.json` with `variants/dark/theme.json`). Where two files of the same standing
    /// both define the name for one appearance (two unthemed files, or `a.dark.json` and `b.dark.json`), the
    /// later path is used and the other gets a warning naming both: Legible cannot tell which one wins.
    /// Colors in different folders (`theme-classic/`, `theme-new/`) stay apart.
    mutating func mergeLayers() {
        let sources = resolver.sources
        func source(_ entry: (ColorVariant, Int)) -> TokenSource { sources[resolver.definitions[entry.1].source] }
        func themed(_ key: NameKey) -> Bool {
            (variants[key] ?? [:]).values.allSatisfy { source($0).appearance != nil }
        }
        let byName = Dictionary(grouping: variants.keys, by: \.name)
        for name in byName.keys.sorted() {
            let keys = byName[name]!.filter { layerFolder($0) != nil }
            for (_, group) in Dictionary(grouping: keys, by: { layerFolder($0)! }) where group.count > 1 {
                let ordered = group.sorted { (themed($0) ? 1 : 0, $0.origin) < (themed($1) ? 1 : 0, $1.origin) }
                let base = ordered[0]
                for key in ordered.dropFirst() {
                    let overrides = themed(key) && !themed(base)
                    for (appearance, entry) in variants[key] ?? [:] {
                        guard let existing = variants[base]?[appearance], !overrides else {
                            variants[base]?[appearance] = entry
                            continue
                        }
                        let (used, unused) =
                            location(existing.1) < location(entry.1) ? (entry, existing) : (existing, entry)
                        let at = location(used.1)
                        diagnostics.insert(
                            .warning(
                                location(unused.1),
                                "\(name) is also defined for \(appearance.label) at \(at.path):\(at.line); Legible cannot tell which file wins and uses that one"
                            ))
                        variants[base]?[appearance] = used
                    }
                    variants[key] = nil
                }
            }
        }
    }
}
