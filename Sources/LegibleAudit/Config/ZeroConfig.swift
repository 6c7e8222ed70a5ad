import LegibleCore
import LegiblePalette
import LegibleUsage

/// Which pairs `legible lint` checks beside a legible.json's rules, or without one: the pairs the app's UI files show
/// (`AuditConfig.observed`, WCAG 2 AA at each pair's role), and pairs guessed from names (`PairInference`, rule ids
/// `guess-…`) only when asked (`--guess`, `--pairs inferred|all`) or when no UI file shows a pair that can be
/// checked and there is no config. A guess is always a warning: it fails the run only with `--strict`, since nothing
/// shows that the two colors ever meet.
public enum ZeroConfig {
    /// `--pairs observed|inferred|all`.
    public enum PairSource: String, CaseIterable, Sendable {
        /// Observed pairs only.
        case observed
        /// Pairs guessed from names only, for every color (the behavior before UI files were read).
        case inferred
        /// Observed pairs, and guesses for the colors no observed pair uses (`--guess`).
        case all
    }

    /// The source a run uses when `--pairs` is not given: observed pairs alone when a UI file shows a pair that can
    /// be checked or a config names the rules; else (nothing observed, no config) observed and guessed pairs.
    public static func source(_ requested: PairSource?, scan: UsageScan, hasConfig: Bool) -> PairSource {
        requested ?? (hasConfig || scan.pairs.contains { $0.review == nil } ? .observed : .all)
    }

    public static func config(palette: Palette, scan: UsageScan, pairs: PairSource = .all) -> AuditConfig {
        adding(to: AuditConfig(), palette: palette, scan: scan, pairs: pairs)
    }

    /// `config`'s rules (legible.json's, or none) with the observed pairs added (those legible.json's `ignore`
    /// leaves, and not already checked by one of its rules, which then cites their sites) and, for `inferred` and
    /// `all`, the guesses.
    public static func adding(to config: AuditConfig, palette: Palette, scan: UsageScan, pairs: PairSource)
        -> AuditConfig
    {
        let groups =
            pairs == .inferred
            ? [] : config.narrowing(ObservedPairGroup.grouping(scan.pairs), palette: palette)
        var result = config
        result.observed = AuditConfig.observedRules(groups.filter { !config.checksWithRule($0) })
        let used = Set(
            groups.flatMap { [$0.foreground, $0.background] + [$0.over].compactMap { $0 } }.compactMap {
                c -> String? in
                if case .named(let name) = c { return name }
                return nil
            })
        switch pairs {
        case .observed:
            break
        case .inferred:
            result.contrast += PairInference.config(for: palette, severity: .warning).contrast
        case .all:
            result.contrast += PairInference.config(for: palette, excluding: used, severity: .warning).contrast
        }
        return result
    }
}

extension AuditConfig {
    /// The observed pairs `ignore` leaves: a pair with an ignored color (a name or glob, or a written color such as
    /// `#00000066` matching a color's value in some appearance), and the sites under an ignored path glob
    /// (`Tests/**`, `**/Preview*.swift`; a pattern may match any trailing part of the path), are left out.
    public func narrowing(_ groups: [ObservedPairGroup], palette: Palette) -> [ObservedPairGroup] {
        guard !ignore.isEmpty else { return groups }
        let ignoredValues = ignore.compactMap { p in p.pattern.hasPrefix("#") ? try? ColorParser.parse(p.pattern) : nil
        }
        func ignored(_ color: ObservedColor) -> Bool {
            if isIgnored(color.displayName) { return true }
            guard !ignoredValues.isEmpty else { return false }
            let variants: [ColorVariant] =
                switch color {
                case .named(let name): palette.color(named: name)?.variants ?? []
                case .inline(let c): c.variants
                }
            return variants.contains { v in
                guard let value = v.color else { return false }
                return ignoredValues.contains { Self.sameWritten(value, $0) }
            }
        }
        return groups.compactMap { g in
            if ([g.foreground, g.background] + [g.over].compactMap { $0 }).contains(where: ignored) { return nil }
            var g = g
            g.pairs.removeAll { isIgnoredPath($0.site.location.path) }
            return g.pairs.isEmpty ? nil : g
        }
    }

    /// Whether an `ignore` pattern matches the path or one of its trailing parts (`./App/Tests/x.swift` matches
    /// `Tests/**` and `App/Tests/*`).
    public func isIgnoredPath(_ path: String) -> Bool {
        var rest = Substring(path.hasPrefix("./") ? String(path.dropFirst(2)) : path)
        while true {
            if ignore.contains(where: { $0.isGlob && $0.pattern.contains("/") && $0.matches(String(rest)) }) {
                return true
            }
            guard let slash = rest.firstIndex(of: "/") else { return false }
            rest = rest[rest.index(after: slash)...]
        }
    }

    /// Whether a rule of this config (one not restricted to an origin) already checks the observed pair: both its
    /// colors are palette names its patterns match, and the pair is shown in every appearance (a pair shown only in
    /// some themes is also checked as observed, in those themes).
    public func checksWithRule(_ group: ObservedPairGroup) -> Bool {
        guard case .named(let fg) = group.foreground, case .named(let bg) = group.background, group.over == nil,
            group.appearances == nil
        else { return false }
        return contrast.contains { rule in
            rule.origin == nil && rule.foreground.contains { $0.matches(fg) }
                && rule.background.contains { $0.matches(bg) }
        }
    }

    /// Equal as 8-bit sRGB with an 8-bit alpha: how `#00000066` in `ignore` matches a color written any other way.
    static func sameWritten(_ a: Color, _ b: Color) -> Bool {
        func byte(_ alpha: Double) -> Int { Int((alpha * 255).rounded()) }
        return SRGB8(quantizing: a.srgb) == SRGB8(quantizing: b.srgb) && byte(a.alpha) == byte(b.alpha)
    }
}
