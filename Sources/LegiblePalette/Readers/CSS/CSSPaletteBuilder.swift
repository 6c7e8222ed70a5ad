import LegibleCore

/// Turns collected declarations into named colors: per origin and property, the value that applies in each
/// appearance (`CSSCascade`), written as a variant only where it differs from what `NamedColor.variant(for:)` would
/// fall back to. So `:root { --x: red }` is one light variant, and a `var()` that resolves differently in dark mode
/// gives a dark variant at the line of the declaration that holds the `var()`.
///
/// Every declaration whose value is a color ends up as a variant, a diagnostic, or in `redundant`: a declaration
/// whose color is already in the palette (the same value declared for a theme class and for the matching media
/// query, as compound does). A declaration overridden with a *different* value is a warning, since a page that
/// uses the other mechanism (class versus media query) would show it.
struct CSSPaletteBuilder {
    private var cascade: CSSCascade
    private var outcomes: [CSSCascade.Key: CSSColorValue] = [:]
    /// `CSSColorValue.classify` by substituted text and side (only `light-dark()` depends on the appearance, and only
    /// on its dark side): most values are the same text in every appearance, and are parsed once.
    private var classified: [ClassifyKey: (value: CSSColorValue, clampWarnings: [String])] = [:]
    private struct ClassifyKey: Hashable {
        var text: String
        var isDark: Bool
    }
    /// Components CSS clamped in a declaration's value (`rgb(300 0 0)`), reported with the variant it gives.
    private var clampWarnings: [CSSCascade.Key: [String]] = [:]
    private(set) var colors: [NamedColor] = []
    private(set) var diagnostics: [Diagnostic] = []
    private(set) var redundant: [SourceLocation] = []
    private var reported = Set<Diagnostic>()
    /// The platform appearances, then the app themes the style sheets name.
    private var appearances: [Appearance] = Appearance.allCases

    init(_ definitions: [CSSDefinition]) {
        cascade = CSSCascade(definitions)
    }

    mutating func build() {
        appearances = Appearance.allCases + cascade.themes
        for origin in cascade.byOrigin.keys.sorted() {
            guard let names = cascade.byOrigin[origin] else { continue }
            for name in names.keys.sorted() {
                build(name: name, origin: origin, declarations: names[name] ?? [])
            }
        }
    }

    private mutating func build(name: String, origin: String, declarations: [CSSDefinition]) {
        var emitted: [Appearance: ColorValue] = [:]
        var variants: [ColorVariant] = []
        var used = Set<Int>()
        for appearance in appearances {
            guard let d = cascade.effective(name, in: appearance, origin: origin) else { continue }
            switch evaluate(d, in: appearance) {
            case .color(let c):
                let inherited = appearance.fallbacks.dropFirst().lazy.compactMap { emitted[$0] }.first
                if inherited == .color(c) { continue }
                emitted[appearance] = .color(c)
                variants.append(
                    ColorVariant(
                        appearance: appearance, value: .color(c), source: d.location, gamutPolicy: .cssGamutMapping))
                used.insert(d.order)
                for w in clampWarnings[CSSCascade.Key(declaration: d.order, appearance: appearance)] ?? [] {
                    report(.warning(d.location, w))
                }
            case .notColor:
                continue
            case .unchecked(let message):
                report(.warning(d.location, message)); used.insert(d.order)
            case .failed(let message):
                report(.error(d.location, message)); used.insert(d.order)
            }
        }
        for d in declarations where !used.contains(d.order) {
            account(d, name: name, origin: origin, used: &used)
        }
        if !variants.isEmpty { colors.append(NamedColor(name: name, origin: origin, variants: variants)) }
    }

    /// A declaration that gave no variant: a diagnostic when it is broken, or when in none of its appearances the
    /// palette holds its value (overridden by a different color everywhere it applies); otherwise redundant.
    private mutating func account(_ d: CSSDefinition, name: String, origin: String, used: inout Set<Int>) {
        var isColor = false
        var represented = false
        var firstDifference: Diagnostic?
        for appearance in d.appearances.sorted() {
            switch evaluate(d, in: appearance) {
            case .notColor:
                continue
            case .unchecked(let message):
                report(.warning(d.location, message)); return
            case .failed(let message):
                report(.error(d.location, message)); return
            case .color(let c):
                isColor = true
                guard let winner = cascade.effective(name, in: appearance, origin: origin), winner.order != d.order
                else {
                    represented = true // it applies here, and equals what the palette falls back to
                    continue
                }
                let other = evaluate(winner, in: appearance)
                if other == .color(c) {
                    represented = true
                } else if firstDifference == nil {
                    let shown = if case .color(let w) = other { w.hexRGBA } else { "not a color" }
                    firstDifference = .warning(
                        d.location,
                        "\(name): this \(appearance.label) value \(c.hexRGBA) is overridden by \(winner.location) (\(shown)); it is not checked"
                    )
                }
            }
        }
        if represented {
            redundant.append(d.location)
        } else if let firstDifference {
            report(firstDifference)
        } else if isColor {
            redundant.append(d.location)
        }
    }

    private mutating func evaluate(_ d: CSSDefinition, in appearance: Appearance) -> CSSColorValue {
        let key = CSSCascade.Key(declaration: d.order, appearance: appearance)
        if let known = outcomes[key] { return known }
        let outcome: CSSColorValue
        switch cascade.substitute(d, in: appearance) {
        case .success(let text):
            let classifyKey = ClassifyKey(text: text, isDark: appearance.isDark)
            let known =
                classified[classifyKey]
                ?? {
                    var warnings: [String] = []
                    let value = CSSColorValue.classify(text, in: appearance, clampWarnings: &warnings)
                    return (value, warnings)
                }()
            classified[classifyKey] = known
            outcome = known.value
            if !known.clampWarnings.isEmpty { clampWarnings[key] = known.clampWarnings }
        case .failure(.undefined(let n)):
            outcome = .unchecked("var(\(n)) is not defined in the files read; not checked")
        case .failure(.ambiguous(let n, let roots)):
            outcome = .unchecked(
                "var(\(n)) has different values in files not joined by @import (\(roots.joined(separator: ", "))); not checked"
            )
        case .failure(.cycle(let trail)):
            outcome = .failed("var() reference cycle: \(trail.joined(separator: " → "))")
        case .failure(.tooDeep):
            outcome = .failed("var() fallbacks nested deeper than \(CSSCascade.maximumFallbacks) levels")
        case .failure(.tooLong):
            outcome = .failed("the value grows beyond \(CSSCascade.maximumLength) bytes through var() substitution")
        }
        outcomes[key] = outcome
        return outcome
    }

    private mutating func report(_ d: Diagnostic) {
        if reported.insert(d).inserted { diagnostics.append(d) }
    }
}
