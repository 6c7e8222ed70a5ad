import LegiblePalette

/// Pairs whose text color is written per app theme in code (`theme:bright`, `theme:dracula`: a selector's instances,
/// a palette in the environment): the pair holds in the text's own appearances only (a selector that never gives the
/// bright theme is not checked in light), and where what is under the text has no value for one of its themes (the
/// scene's default, a fixed color) the layer in that theme is not known: the pair needs review, never a guess. The
/// same holds for a palette color whose variants are all themes (a keyed theme table's role, `SwiftKeyedThemes`).
///
/// A pair drawn in a theme of a set the source does not hold whole (`SwiftInstanceThemes.open`: themes the user makes
/// or a service sends, added to the list the current theme is chosen from) needs review naming where those themes
/// come from: the themes read are listed with it, but the one on screen may be any other.
enum SwiftThemedPairs {
    static func apply(_ pairs: inout [ObservedPair], palette: Palette, openThemes: [String: String] = [:]) {
        for k in pairs.indices {
            if !openThemes.isEmpty, pairs[k].review == nil,
                let why =
                    (appearances(of: pairs[k].foreground, palette) + appearances(of: pairs[k].background, palette))
                    .lazy.compactMap({ openThemes[$0.rawValue] }).first
            {
                pairs[k].review = ReviewReason(.themeInCode, "the app's themes are not all in the source: \(why)")
            }
            // A palette color that has values in the app's themes only (`ThemeValue.textPrimary`, a keyed theme
            // table's role) holds the same: its themes are the pair's, the palette already says so. One that also has
            // light and dark values (a theme protocol's default) keeps them on layers of those appearances.
            let own = appearances(of: pairs[k].foreground, palette)
            let themes = own.filter { $0.rawValue.hasPrefix(Appearance.themePrefix) }
            guard !themes.isEmpty else { continue }
            if case .named = pairs[k].foreground, themes.count != own.count { continue }
            if case .inline = pairs[k].foreground, pairs[k].appearances == nil { pairs[k].appearances = own.sorted() }
            guard pairs[k].review == nil else { continue }
            let under = Set(appearances(of: pairs[k].background, palette).map(\.rawValue))
            let missing = themes.filter { !under.contains($0.rawValue) }
            guard !missing.isEmpty else { continue }
            pairs[k].review = ReviewReason(
                .themeInCode,
                "the text's color is the app theme's (\(missing.map(\.rawValue).sorted().joined(separator: ", "))), "
                    + "what is under it (\(pairs[k].background.displayName)) has no value in that theme")
        }
    }

    static func appearances(of color: ObservedColor, _ palette: Palette) -> [Appearance] {
        switch color {
        case .inline(let c): c.variants.map(\.appearance)
        case .named(let name): palette.color(named: name)?.variants.map(\.appearance) ?? []
        }
    }
}
