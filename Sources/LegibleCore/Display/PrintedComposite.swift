/// 8-bit colors to print next to a WCAG verdict, chosen so that they never contradict it.
///
/// A composited color (translucent text over its background) has fractional channels; the verdict is computed on
/// those. Rounding each channel to the nearest 8-bit value can cross a threshold: `#1122339f` on `#f2f2f7`
/// composites to (102.37, 112.27, 125.12)/255, 4.4997:1, FAIL AA, but the rounded `#66707d` measures 4.5004:1.
/// So the printed pair is, among the 8-bit colors next to the exact ones (each channel rounded down or up),
/// the pair nearest to them whose own ratio meets exactly the same WCAG levels (`WCAGLevel.allCases`):
/// ```
/// candidates(c) = { (⌊255r⌋ or ⌈255r⌉, ⌊255g⌋ or ⌈255g⌉, ⌊255b⌋ or ⌈255b⌉) },  clipped to 0…255
/// printed = argmin over candidates(fg) × candidates(bg) with levels(ratio(fg', bg')) = levels(ratio)
///           of |fg' − 255·fg|² + |bg' − 255·bg|²
/// ```
/// Such a pair always exists when the ratio is not within one 8-bit step of two thresholds at once: relative
/// luminance grows with each channel, so the corners of the rounding cube lie on both sides of the exact
/// luminance. Colors that are exactly 8-bit have one candidate, themselves. `keepsVerdict` is false only if no
/// candidate pair meets the same levels (then the nearest rounding is returned and must be labelled rounded).
public struct PrintedComposite: Sendable, Hashable {
    public let foreground: SRGB8
    public let background: SRGB8
    /// Whether `ratio(foreground, background)` meets the same WCAG levels as the measured ratio.
    public let keepsVerdict: Bool

    /// - Parameters: the composited (opaque) colors as measured, gamma-encoded sRGB in 0…1, and their ratio.
    public init(foreground: SRGB, background: SRGB, ratio: Double) {
        let target = Self.levels(ratio)
        // Nearly always the nearest rounding keeps the levels; it is also the nearest candidate pair.
        let (nearestF, nearestB) = (SRGB8(quantizing: foreground), SRGB8(quantizing: background))
        if Self.levels(WCAG2.contrastRatio(WCAG2.relativeLuminance(nearestF), WCAG2.relativeLuminance(nearestB)))
            == target
        {
            (self.foreground, self.background, keepsVerdict) = (nearestF, nearestB, true)
            return
        }
        let fgCandidates = Self.candidates(foreground), bgCandidates = Self.candidates(background)
        let bgLuminances = bgCandidates.map { WCAG2.relativeLuminance($0.0) }
        var best: (SRGB8, SRGB8, Double)?
        for (f, df) in fgCandidates where best == nil || df < best!.2 {
            let lf = WCAG2.relativeLuminance(f)
            for (k, (b, db)) in bgCandidates.enumerated() where best == nil || df + db < best!.2 {
                if Self.levels(WCAG2.contrastRatio(lf, bgLuminances[k])) == target { best = (f, b, df + db) }
            }
        }
        if let best {
            (self.foreground, self.background, keepsVerdict) = (best.0, best.1, true)
        } else {
            (self.foreground, self.background, keepsVerdict) = (
                SRGB8(quantizing: foreground), SRGB8(quantizing: background), false
            )
        }
    }

    /// The composited pair of `contrast`, printed.
    public init(_ contrast: PairContrast) {
        self.init(
            foreground: contrast.compositedForeground.srgb, background: contrast.compositedBackground.srgb,
            ratio: contrast.ratio)
    }

    /// Which WCAG levels a ratio meets, as a bit set over `WCAGLevel.allCases`.
    static func levels(_ ratio: Double) -> Int {
        var bits = 0
        for (i, level) in WCAGLevel.allCases.enumerated() where level.isMet(byRatio: ratio) { bits |= 1 << i }
        return bits
    }

    /// The up to 8 8-bit colors around `c` (each channel floor or ceil of 255·x, clipped), with squared distance.
    static func candidates(_ c: SRGB) -> [(SRGB8, Double)] {
        func around(_ x: Double) -> [Double] {
            let v = Swift.min(Swift.max(x, 0), 1) * 255
            let lo = v.rounded(.down), hi = v.rounded(.up)
            return lo == hi ? [lo] : [lo, hi]
        }
        let (vr, vg, vb) = (c.r * 255, c.g * 255, c.b * 255)
        var out: [(SRGB8, Double)] = []
        for r in around(c.r) {
            for g in around(c.g) {
                for b in around(c.b) {
                    let d = (r - vr) * (r - vr) + (g - vg) * (g - vg) + (b - vb) * (b - vb)
                    out.append((SRGB8(r: UInt8(r), g: UInt8(g), b: UInt8(b)), d))
                }
            }
        }
        return out.sorted { $0.1 < $1.1 }
    }

    /// `#rrggbb` of the printed foreground and background.
    public var foregroundHex: String { HexFormat.hex(foreground) }
    public var backgroundHex: String { HexFormat.hex(background) }
}
