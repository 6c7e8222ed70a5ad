import LegiblePalette
import LegibleUsage

extension Optional where Wrapped == ObservedColor {
    /// Each appearance's value, `light`/`dark`/`theme:NAME` → hex, of an inline color or of the palette color it
    /// names; empty when there is none.
    func hexValues(in palette: Palette) -> [String: String] {
        let named: NamedColor?
        switch self {
        case .inline(let c)?: named = c
        case .named(let name)?: named = palette.color(named: name)
        case nil: named = nil
        }
        var out: [String: String] = [:]
        for v in named?.variants ?? [] { out[v.appearance.rawValue] = v.color?.hexRGB }
        return out
    }
}
