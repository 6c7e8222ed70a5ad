/// Alpha compositing, Porter & Duff 1984 "source-over", on gamma-encoded sRGB floats, the way browsers and
/// UIKit blend by default (and as WCAG tools evaluate translucent text):
/// ```
/// over an opaque backdrop:   out = α·fg + (1 − α)·bg             (per channel, 0…1 floats, no 8-bit rounding)
/// general:                   α_o = α_s + α_d·(1 − α_s)
///                            out = (α_s·C_s + α_d·C_d·(1 − α_s)) / α_o
/// ```
/// A stack (text over a translucent fill over a background) composites bottom-up.
public enum Compositing {
    /// `top` over `bottom`, both possibly translucent; colors are converted to gamma-encoded sRGB, unclipped.
    public static func sourceOver(_ top: Color, _ bottom: Color) -> Color {
        let (s, d) = (top.srgb.vector, bottom.srgb.vector)
        let (aS, aD) = (top.alpha, bottom.alpha)
        if aD == 1 {
            return Color(srgb: SRGB(aS * s + (1 - aS) * d), alpha: 1)
        }
        let aO = aS + aD * (1 - aS)
        if aO == 0 { return Color(srgb: SRGB(r: 0, g: 0, b: 0), alpha: 0) }
        return Color(srgb: SRGB((aS * s + aD * (1 - aS) * d) / aO), alpha: aO)
    }

    /// Composites `layers`, listed bottom first, bottom-up: `flatten([bg, fill, text])` = text over (fill over bg).
    public static func flatten(_ layers: [Color]) -> Color? {
        guard var result = layers.first else { return nil }
        for layer in layers.dropFirst() { result = sourceOver(layer, result) }
        return result
    }
}
