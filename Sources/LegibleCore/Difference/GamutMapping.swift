// CSS Color 4 §13.2, "binary search gamut mapping with local MINDE" (https://www.w3.org/TR/css-color-4/#binsearch),
// steps 1–19 of the current Editor's Draft (after csswg-drafts#9715): JND 0.02, ε 0.0001, ΔE_OK, clip to 0…1.

/// Brings a color into the gamut of an RGB space by reducing OKLCH chroma at constant lightness and hue.
///
/// ```
/// L ≥ 1 → white,  L ≤ 0 → black,  in gamut → unchanged
/// clipped = clip(origin);  if ΔE_OK(clipped, origin) < JND → clipped
/// binary search C ∈ [0, C_origin] until max − min ≤ ε:
///     C = (min + max)/2, candidate = (L, C, h);  if min is in gamut and candidate is in gamut → min = C
///     otherwise clipped = clip(candidate), E = ΔE_OK(clipped, candidate):
///         E < JND: return clipped if JND − E < ε, else min = C (and min is no longer in gamut)
///         E ≥ JND: max = C
/// → clipped
/// ```
/// The result is the clipped color at the chroma where clipping costs just under one JND (0.02): chroma gives way,
/// and the result stays within about one JND of the origin's constant-L, constant-h chroma ray (not a guarantee of
/// the algorithm; measured worst ΔE_OK 0.0198 over the tests' sweeps). `clip` clamps each component of the destination space to 0…1.
/// Extended spaces have no gamut limit and get the plain conversion; for the gray spaces, whose "gamut" is the
/// neutral axis, the conversion (equal luminance) is clamped to 0…1.
public enum GamutMapping {
    /// The just-noticeable difference in ΔE_OK the search aims just under.
    public static let jnd = 0.02
    /// The search's convergence width in chroma, and how close under the JND counts as done.
    public static let epsilon = 0.0001

    /// The color nearest `oklch`, in the sense above, that lies in the gamut of `space`, as a `Color` in `space`.
    public static func map(_ oklch: OKLCH, into space: ColorSpace, alpha: Double = 1) -> Color {
        if space.isExtended { return oklch.color(in: space, alpha: alpha) }
        if space.isGray { return clip(oklch.color(in: space, alpha: alpha)) }
        // Steps 3–4 return oklab(1 0 0) / oklab(0 0 0) converted: that is the space's (1, 1, 1) / (0, 0, 0), which
        // are written exactly rather than with the conversion's round-off (0.9999999999999994).
        if oklch.L >= 1 { return Color(space: space, components: [1, 1, 1], alpha: alpha) }
        if oklch.L <= 0 { return Color(space: space, components: [0, 0, 0], alpha: alpha) }

        let origin = oklch.color(in: space, alpha: alpha)
        if isInGamut(origin) { return origin }

        var clipped = clip(origin)
        if OKLab.deltaE(clipped.oklab, oklch.oklab) < jnd { return clipped }

        var current = oklch
        var min = 0.0, max = oklch.C
        var minInGamut = true
        while max - min > epsilon {
            let chroma = (min + max) / 2
            current.C = chroma
            let candidate = current.color(in: space, alpha: alpha)
            if minInGamut && isInGamut(candidate) {
                min = chroma
                continue
            }
            clipped = clip(candidate)
            let e = OKLab.deltaE(clipped.oklab, current.oklab)
            if e < jnd {
                if jnd - e < epsilon { return clipped }
                minInGamut = false
                min = chroma
            } else {
                max = chroma
            }
        }
        return clipped
    }

    /// `map(color.oklch, into: space)`, keeping the color's alpha. A color already in gamut is only converted
    /// (no detour through OKLCH, so an sRGB color mapped into sRGB comes back bit-identical).
    public static func map(_ color: Color, into space: ColorSpace) -> Color {
        let converted = color.converted(to: space)
        if space.isExtended || (!space.isGray && isInGamut(converted)) { return converted }
        return map(color.oklch, into: space, alpha: color.alpha)
    }

    /// Whether every component lies in 0…1 (exactly: no tolerance, as in the CSS algorithm).
    static func isInGamut(_ c: Color) -> Bool { c.components.allSatisfy { $0 >= 0 && $0 <= 1 } }

    static func clip(_ c: Color) -> Color {
        Color(space: c.space, components: c.components.map { Swift.min(Swift.max($0, 0), 1) }, alpha: c.alpha)
    }
}
