import LegibleCore
import LegiblePalette
import LegibleUsage

/// Evaluates a config's rules on a palette, in every appearance.
///
/// Contrast: each foreground matching a rule on each background matching it (ignored names left out, a color never
/// on itself), with translucency resolved by `PairContrast` (foreground over background; a translucent background
/// over the rule's `over` backdrop, or the worse of black and white). Distinguishability: every pair of a group,
/// simulated per deficiency, compared with CIEDE2000. Near duplicates: every pair of palette colors, for everyone.
public struct Auditor {
    public var palette: Palette
    public var config: AuditConfig
    public var rulesInferred: Bool
    /// Whether failing contrast pairs get suggestions (lighter/darker colors that pass): the most expensive part of
    /// an audit, and one `legible grid` does not show.
    public var suggestions: Bool
    /// When a rule's pairs are counted rather than each listed (`AuditLimits`).
    public var limits = AuditLimits()

    public init(palette: Palette, config: AuditConfig, rulesInferred: Bool = false, suggestions: Bool = true) {
        self.palette = palette
        self.config = config
        self.rulesInferred = rulesInferred
        self.suggestions = suggestions
    }

    public func run() -> AuditResult {
        let defined = Array(Set(palette.appearances + observedAppearances)).sorted()
        // The appearances and themes the observed pairs are shown in (a dark-only Android theme, theme:black): their
        // pairs are checked there even when no palette color varies by them.
        let shownIn = Array(Set(config.observed.compactMap(\.observed).flatMap { $0.appearances ?? [] })).sorted()
        // A configured appearance takes the palette's (or the UI files') own instance, which knows whether a theme
        // builds on dark.
        let appearances =
            config.appearances.map { $0.map { a in (defined + shownIn).first { $0 == a } ?? a } }
            ?? (defined.isEmpty ? [.light] : defined)
        let observedAppearances =
            config.appearances == nil ? Array(Set(appearances + shownIn)).sorted() : appearances
        var diagnostics = palette.diagnostics
        let names = palette.colors.map(\.name)
        var pairs: [ContrastPairJob] = []
        var blocks: [ContrastBlockJob] = []
        let byOrigin = colorsByOrigin
        for (index, rule) in config.contrast.enumerated() {
            let candidates = rule.origin.map { byOrigin[$0] ?? [] } ?? palette.colors
            let foregrounds = colors(matching: rule.foreground, among: candidates)
            let backgrounds = colors(matching: rule.background, among: candidates)
            if let location = rule.location, !rule.optional {
                diagnostics += UnmatchedPatterns.errors(
                    rule.foreground, field: "foreground", location: location, names: names)
                diagnostics += UnmatchedPatterns.errors(
                    rule.background, field: "background", location: location, names: names)
            }
            for appearance in appearances {
                // The rule's backdrop, resolved once per appearance and carried in every finding.
                let backdrop = rule.over.flatMap { backdropColor($0, appearance) }
                if let over = rule.over, backdrop == nil, let location = rule.location {
                    diagnostics.append(
                        .warning(
                            location,
                            "'over' value '\(over)' is neither a palette color in \(appearance.label) nor a CSS color; translucent backgrounds are measured over black and white"
                        ))
                }
                let fgs = foregrounds.compactMap { c in reference(c, appearance).map { (c, $0) } }
                let bgs = backgrounds.compactMap { c in reference(c, appearance).map { (c, $0) } }
                // No `over`: a translucent background lies on the appearance's base background when the palette
                // says what it is (`BaseBackground`), else on the worse of black and white.
                let bases = bgs.map { bg, b in
                    rule.over == nil && b.color.alpha < 1 ? BaseBackground.of(bg, in: appearance) : nil
                }
                if fgs.count * bgs.count > limits.pairsListedInFull {
                    blocks.append(
                        block(
                            rule: rule, index: index, appearance: appearance, foregrounds: fgs, backgrounds: bgs,
                            over: backdrop, bases: bases))
                    continue
                }
                for (fg, f) in fgs {
                    for ((bg, b), base) in zip(bgs, bases)
                    where !(fg.name == bg.name && fg.origin == bg.origin) && fg.sharesFamily(with: bg) {
                        pairs.append(
                            ContrastPairJob(
                                rule: rule, index: index, appearance: appearance, foreground: f, background: b,
                                over: backdrop ?? base?.color, baseBackground: base?.name))
                    }
                }
            }
        }
        pairs += observedJobs(appearances, shownIn: observedAppearances, diagnostics: &diagnostics)
        // Pairs are independent; failing ones search for suggestions, the expensive part. In input order; a block's
        // listed failures follow the listed pairs.
        var contrast = ContrastPairEvaluation.findings(pairs, suggest: suggestions)
        var contrastBlocks: [ContrastBlock] = []
        for job in blocks {
            let (findings, summary) = ContrastBlockEvaluation.evaluate(job, limits: limits, suggest: suggestions)
            contrast += findings
            contrastBlocks.append(summary)
        }
        diagnostics += unresolvedWarnings(appearances)
        var distinctness: [DistinctnessFinding] = []
        var distinctnessBlocks: [DistinctnessBlock] = []
        for (index, rule) in config.distinguishable.enumerated() {
            let group = colors(matching: rule.colors)
            if let location = rule.location, !rule.optional {
                diagnostics += UnmatchedPatterns.errors(rule.colors, field: "colors", location: location, names: names)
            }
            if group.count < 2, let location = rule.location {
                diagnostics.append(
                    .warning(
                        location,
                        "a distinguishable group needs at least two palette colors; \(group.count) matched \(rule.colors.map(\.pattern))"
                    ))
            }
            // With theme families, each family's colors (and the shared ones) form the group on their own.
            let families: [String?] = palette.families.isEmpty ? [nil] : palette.families
            for family in families {
                let members = group.filter { family == nil || $0.family == nil || $0.family == family }
                for appearance in appearances {
                    let refs = members.compactMap { reference($0, appearance) }
                    if refs.count * (refs.count - 1) / 2 > limits.pairsListedInFull {
                        let counted = DistinctnessEvaluation.countedGroup(
                            rule, index: index, appearance: appearance, colors: refs, limits: limits)
                        distinctness += counted.findings
                        distinctnessBlocks += counted.blocks
                    } else {
                        distinctness += DistinctnessEvaluation.group(
                            rule, index: index, appearance: appearance, colors: refs)
                    }
                }
            }
        }
        if let rule = config.nearDuplicate {
            for appearance in appearances {
                let refs = palette.colors.filter { !config.isIgnored($0.name) }.compactMap { reference($0, appearance) }
                distinctness += DistinctnessEvaluation.nearDuplicates(rule, appearance: appearance, colors: refs)
            }
        }
        var result = AuditResult(
            config: config, rulesInferred: rulesInferred, appearances: observedAppearances,
            contrast: contrast, distinctness: distinctness, diagnostics: diagnostics.sorted())
        result.contrastBlocks = contrastBlocks
        result.distinctnessBlocks = distinctnessBlocks
        return result
    }

    /// A rule's pairs in one appearance as a block (`AuditLimits`): the same pairs the listed path makes.
    func block(
        rule: ContrastRule, index: Int, appearance: Appearance, foregrounds: [(NamedColor, ColorReference)],
        backgrounds: [(NamedColor, ColorReference)], over: WrittenColor?, bases: [(color: WrittenColor, name: String)?]
    ) -> ContrastBlockJob {
        var ids: [String: Int] = [:], families: [String: Int] = [:]
        func id(_ c: NamedColor) -> Int {
            let key = c.name + "\u{0}" + c.origin
            if let known = ids[key] { return known }
            ids[key] = ids.count
            return ids.count - 1
        }
        func family(_ c: NamedColor) -> Int {
            guard let f = c.family else { return -1 }
            if let known = families[f] { return known }
            families[f] = families.count
            return families.count - 1
        }
        return ContrastBlockJob(
            rule: rule, index: index, appearance: appearance, foregrounds: foregrounds.map(\.1),
            backgrounds: backgrounds.map(\.1),
            foregroundIDs: foregrounds.map { id($0.0) }, backgroundIDs: backgrounds.map { id($0.0) },
            foregroundFamilies: foregrounds.map { family($0.0) }, backgroundFamilies: backgrounds.map { family($0.0) },
            over: over, baseBackgrounds: bases)
    }

    /// The appearances observed inline colors define (a UIKit system color's light and dark).
    var observedAppearances: [Appearance] {
        config.observed.compactMap(\.observed).flatMap { g in
            [g.foreground, g.background, g.over].compactMap { c -> [Appearance]? in
                if case .inline(let color)? = c { return color.appearances }
                return nil
            }.flatMap { $0 }
        }
    }

    /// Observed pairs: their exact colors in each appearance they apply to (a pair shown in every appearance: the
    /// palette's `appearances`; a pair shown only in some: those of `shownIn`, every appearance and theme the UI files
    /// show pairs in unless legible.json narrows them); a palette name the palette lacks is a warning at the first
    /// usage site, and pairs left out by legible.json's `appearances` are counted in one warning, never dropped
    /// silently.
    func observedJobs(_ appearances: [Appearance], shownIn: [Appearance], diagnostics: inout [Diagnostic])
        -> [ContrastPairJob]
    {
        var jobs: [ContrastPairJob] = []
        var reportedGaps: Set<String> = []
        var outside: [ObservedPairGroup] = []
        for (offset, rule) in config.observed.enumerated() {
            guard let group = rule.observed else { continue }
            let index = config.contrast.count + offset
            let colors = [group.foreground, group.background] + [group.over].compactMap { $0 }
            let missing = colors.filter { $0.resolved(in: palette) == nil }.map(\.displayName)
            if !missing.isEmpty {
                diagnostics.append(
                    .warning(
                        group.pairs[0].site.location,
                        "color \(missing.map { "'\($0)'" }.joined(separator: ", ")) is not in the palette read; the pair shown here is not checked"
                    ))
                continue
            }
            guard let fg = group.foreground.resolved(in: palette), let bg = group.background.resolved(in: palette),
                !config.isIgnored(fg.name), !config.isIgnored(bg.name)
            else { continue }
            let over = group.over?.resolved(in: palette)
            let evaluated = group.appearances.map { own in shownIn.filter(own.contains) } ?? appearances
            if evaluated.isEmpty { outside.append(group) }
            for appearance in evaluated {
                guard let f = reference(fg, appearance), let b = reference(bg, appearance) else {
                    for gap in Self.highContrastGaps([fg, bg], appearance) where reportedGaps.insert(gap).inserted {
                        diagnostics.append(
                            .warning(
                                group.pairs[0].site.location, gap + "; the pairs that use it are not checked there"))
                    }
                    continue
                }
                let backdrop = over.flatMap { o -> WrittenColor? in
                    guard let v = Self.variant(o, appearance), let c = v.color else { return nil }
                    return WrittenColor(c, policy: v.gamutPolicy)
                }
                jobs.append(
                    ContrastPairJob(
                        rule: rule, index: index, appearance: appearance, foreground: f, background: b, over: backdrop))
            }
        }
        if let first = outside.first, let listed = config.appearances {
            let shown = Array(Set(outside.flatMap { $0.appearances ?? [] })).sorted().map(\.label)
            diagnostics.append(
                .warning(
                    SourceLocation(
                        path: config.path ?? first.sites[0].location.path,
                        line: config.path == nil ? first.sites[0].location.line : 0),
                    "\(outside.count) observed pair\(outside.count == 1 ? " is" : "s are") shown only in \(shown.joined(separator: ", ")) and not checked: 'appearances' lists \(listed.map(\.label).joined(separator: ", "))"
                ))
        }
        return jobs
    }

    /// Palette colors (or `candidates`) matching any of the patterns and not ignored, in palette order.
    func colors(matching patterns: [NamePattern], among candidates: [NamedColor]? = nil) -> [NamedColor] {
        (candidates ?? palette.colors).filter { c in
            !config.isIgnored(c.name) && patterns.contains { $0.matches(c.name) }
        }
    }

    /// The palette's colors by origin: a rule restricted to one origin (`ContrastRule.origin`, the guessed pairs)
    /// matches among its colors only, so the rules × colors matching stays linear in copies of an app.
    var colorsByOrigin: [String: [NamedColor]] { Dictionary(grouping: palette.colors, by: \.origin) }

    /// The color in an appearance (with fallbacks), or nil when it has no usable variant there.
    func reference(_ color: NamedColor, _ appearance: Appearance) -> ColorReference? {
        guard let variant = Self.variant(color, appearance), let c = variant.color else { return nil }
        var systemName: String?
        if case .system(let ref, _) = variant.value { systemName = ref.name }
        return ColorReference(
            name: color.name, origin: color.origin, color: c, source: variant.source, systemName: systemName,
            gamutPolicy: variant.gamutPolicy, family: color.family)
    }

    /// The variant of `color` that shows in `appearance`. Where an Increase Contrast appearance would fall back to an
    /// Apple system color's normal variant (a source that names the system color gives no high-contrast entry), the
    /// system color's own Increase Contrast value is what runs: it is taken from `AppleSystemColors`, or the variant is
    /// unresolved (`highContrastGaps` warns), never the normal value in its place.
    static func variant(_ color: NamedColor, _ appearance: Appearance) -> ColorVariant? {
        guard var variant = color.variant(for: appearance) else { return nil }
        guard appearance.isHighContrast, variant.appearance != appearance, case .system(let ref, _) = variant.value,
            AppleSystemColors.isApple(ref)
        else { return variant }
        variant.appearance = appearance
        variant.value = .system(ref, resolved: AppleSystemColors.resolve(ref, in: appearance))
        return variant
    }

    /// The Apple system colors of `colors` that have no value in an Increase Contrast `appearance`, by name, with the
    /// slot named: "system color 'labelColor' has no Increase Contrast value in Legible's table (dark high contrast)".
    static func highContrastGaps(_ colors: [NamedColor], _ appearance: Appearance) -> [String] {
        guard appearance.isHighContrast else { return [] }
        return colors.compactMap { color in
            guard let v = variant(color, appearance), v.color == nil, case .system(let ref, _) = v.value,
                AppleSystemColors.isApple(ref)
            else { return nil }
            return "system color '\(ref.name)' has no Increase Contrast value in Legible's table (\(appearance.label))"
        }
    }

    /// `over`: a palette color's name (with its variant's gamut policy), or a CSS color (CSS gamut mapping).
    func backdropColor(_ text: String, _ appearance: Appearance) -> WrittenColor? {
        if let named = palette.color(named: text), let v = named.variant(for: appearance), let c = v.color {
            return WrittenColor(c, policy: v.gamutPolicy)
        }
        return (try? ColorParser.parse(text)).map { WrittenColor($0, policy: .cssGamutMapping) }
    }

    /// One warning per unresolved variant that a rule would have used.
    func unresolvedWarnings(_ appearances: [Appearance]) -> [Diagnostic] {
        var names: Set<String> = []
        let byOrigin = colorsByOrigin
        for rule in config.contrast {
            let candidates = rule.origin.map { byOrigin[$0] ?? [] } ?? palette.colors
            for c in colors(matching: rule.foreground + rule.background, among: candidates) { names.insert(c.name) }
        }
        for group in config.observed.compactMap(\.observed) {
            for case .named(let name)? in [group.foreground, group.background, group.over] { names.insert(name) }
        }
        var out: [Diagnostic] = []
        for color in palette.colors where names.contains(color.name) {
            for appearance in appearances {
                if let v = Self.variant(color, appearance), v.color == nil, case .system(let ref, _) = v.value {
                    out.append(
                        .warning(
                            v.source,
                            "'\(color.name)' refers to system color '\(ref.name)', which Legible cannot resolve; its pairs are not checked in \(appearance.label)"
                        ))
                }
            }
        }
        return Array(Set(out))
    }
}

/// One foreground/background pair of one rule in one appearance, to evaluate.
struct ContrastPairJob: Sendable {
    var rule: ContrastRule
    var index: Int
    var appearance: Appearance
    var foreground: ColorReference
    var background: ColorReference
    var over: WrittenColor?
    /// The name of the base background `over` is, when the audit chose it (`BaseBackground`).
    var baseBackground: String? = nil
}
