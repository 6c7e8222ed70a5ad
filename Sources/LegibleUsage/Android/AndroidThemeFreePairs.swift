import LegiblePalette

/// Pairs no theme can change (issue 29): the text color and the layer under it are plain colors written on the views
/// of the layout themselves, so whichever theme the app applies — one the code chooses at run time, one Legible cannot
/// evaluate — draws the same pair.
///
/// A side is theme-free when, in every theme the layout was resolved in, it is the same color resource
/// (`@color/selected`) or literal (`#2196F3`) written as the attribute's value on an element of the chain (the text's
/// own `android:textColor`, an ancestor's `android:background`), the resource has one value in every appearance (no
/// `values-night` or other alternative), and the layer is opaque and drawn by that element. A side that goes through
/// a theme attribute (`?attr/…`), a style (`style="…"`, a text appearance, a widget's default: the theme may choose
/// it), a color state list, the window or a host's surface, or that differs between day and night is not.
enum AndroidThemeFreePairs {
    /// Whether the color written as `raw` on an element of `chain` is `color` in every theme, and one value.
    static func isPlain(
        raw: String, attributes: [String], colors: [AndroidThemedColor], chain: [AndroidXMLElement],
        palette: [String: NamedColor]
    ) -> Bool {
        guard !colors.isEmpty,
            chain.contains(where: { element in attributes.contains { element.attributes[$0] == raw } })
        else { return false }
        if raw.hasPrefix("#") {
            guard case .value = colors[0] else { return false }
            return colors.allSatisfy { $0 == colors[0] }
        }
        guard raw.hasPrefix("@color/") else { return false }
        let name = String(raw.dropFirst("@color/".count))
        guard colors.allSatisfy({ $0 == .resource(name) }), let color = palette[name], let first = color.variants.first
        else { return false }
        return color.variants.allSatisfy { $0.value == first.value }
    }
}
