import LegibleCore

extension ExportFormat {
    /// The color as this format stores it: the same space where the format has it, else converted (unclipped,
    /// float formats) — a reader of the written file gets exactly this back (8-bit Android: within 1/255 of its
    /// gamut-clipped sRGB).
    ///
    /// | source space | swift | xcassets | tokens | css | android |
    /// |---|---|---|---|---|---|
    /// | srgb, extended-srgb | `UIColor(red:…)` | kept | `srgb` (out of 0…1: `xyz-d65`) | `color(srgb …)` / hex | 8-bit sRGB |
    /// | display-p3 | `UIColor(displayP3Red:…)` | kept | `display-p3` | `color(display-p3 …)` | 8-bit sRGB |
    /// | linear-srgb, extended-linear-srgb | → extended sRGB | `extended-linear-srgb` | `srgb-linear` (out of 0…1: `xyz-d65`) | `color(srgb-linear …)` | 8-bit sRGB |
    /// | gray-gamma-22, extended-gray | `UIColor(white:…)` | kept | → sRGB | → sRGB | 8-bit sRGB |
    public func keptColor(_ color: Color) -> Color {
        switch (self, color.space) {
        case (.swift, .linearSRGB), (.swift, .extendedLinearSRGB):
            return color.converted(to: .extendedSRGB)
        case (.xcassets, .linearSRGB):
            return Color(space: .extendedLinearSRGB, components: color.components, alpha: color.alpha)
        case (.tokens, .grayGamma22), (.tokens, .extendedGray), (.css, .grayGamma22), (.css, .extendedGray):
            return color.converted(to: .extendedSRGB)
        case (.android, _):
            return Color(color.srgb8, alpha: Double(color.alpha8) / 255)
        default:
            return color
        }
    }
}
