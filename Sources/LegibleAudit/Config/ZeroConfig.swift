import LegiblePalette
import LegibleUsage

/// What `legible lint` checks without a legible.json: the pairs the app's UI files show first (`AuditConfig.observed`,
/// WCAG 2 AA at each pair's role), then, only for palette colors no observed pair uses, pairs guessed from names
/// (`PairInference`, rule ids `guess-…`). A guess is always a warning: it fails the run only with `--strict`, since
/// nothing shows that the two colors ever meet.
public enum ZeroConfig {
    /// `--pairs observed|inferred|all`.
    public enum PairSource: String, CaseIterable, Sendable {
        /// Observed pairs only.
        case observed
        /// Pairs guessed from names only, for every color (the behavior before UI files were read).
        case inferred
        /// Observed pairs, and guesses for the colors no observed pair uses (the default).
        case all
    }

    public static func config(palette: Palette, scan: UsageScan, pairs: PairSource = .all) -> AuditConfig {
        let groups = pairs == .inferred ? [] : ObservedPairGroup.grouping(scan.pairs)
        var config = AuditConfig()
        config.observed = AuditConfig.observedRules(groups)
        switch pairs {
        case .observed:
            break
        case .inferred:
            config.contrast = PairInference.config(for: palette, severity: .warning).contrast
        case .all:
            let used = Set(
                groups.flatMap { [$0.foreground, $0.background] + [$0.over].compactMap { $0 } }.compactMap {
                    c -> String? in
                    if case .named(let name) = c { return name }
                    return nil
                })
            config.contrast = PairInference.config(for: palette, excluding: used, severity: .warning).contrast
        }
        return config
    }
}
