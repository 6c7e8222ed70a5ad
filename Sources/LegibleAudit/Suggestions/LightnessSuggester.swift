import LegibleCore

/// Finds the nearest passing color by changing only OKLCH lightness.
///
/// For the side being changed (foreground or background): keep OKLCH chroma and hue, move L up and down from its
/// value, gamut-map each candidate into the source's color space (`GamutMapping`, CSS Color 4 §13.2) and quantize it
/// as the source writes it (8 bits per component for bounded spaces), then measure the pair again with the rule's
/// algorithm. A coarse scan (steps of 0.01 in L; coarser steps miss the narrow passing windows of translucent
/// backgrounds judged over black and white) finds the first passing lightness in each direction, bisection
/// narrows it to 1e-4, and the quantized result is re-checked so the suggestion passes as written. The smaller
/// lightness change wins; both directions are tried because either may be impossible (white text cannot get
/// lighter).
public enum LightnessSuggester {
    ///
    /// A background change is offered next to a foreground change only when it is comparable (at most twice the
    /// foreground's lightness change, or 0.1): turning a white page near-black to fix one link helps nobody.
    public static func suggestions(rule: ContrastRule, foreground: Color, background: Color, over: Color?)
        -> [Suggestion]
    {
        let fg = nearest(side: .foreground, rule: rule, foreground: foreground, background: background, over: over)
        var bg = nearest(side: .background, rule: rule, foreground: foreground, background: background, over: over)
        if let f = fg, let b = bg, abs(b.lightnessChange) > max(0.1, 2 * abs(f.lightnessChange)) { bg = nil }
        return [fg, bg].compactMap { $0 }
    }

    static func nearest(side: Suggestion.Side, rule: ContrastRule, foreground: Color, background: Color, over: Color?)
        -> Suggestion?
    {
        let original = side == .foreground ? foreground : background
        let base = original.oklch
        func candidate(_ L: Double) -> Color {
            quantize(
                GamutMapping.map(
                    OKLCH(L: min(max(L, 0), 1), C: base.C, h: base.h), into: original.space, alpha: original.alpha))
        }
        func measure(_ c: Color) -> Double {
            let pair =
                side == .foreground
                ? PairContrast(foreground: c, background: background, over: over)
                : PairContrast(foreground: foreground, background: c, over: over)
            return ContrastEvaluation.measure(pair, rule)
        }
        // With both colors opaque, contrast grows monotonically as L moves away from the other color, so the
        // first passing lightness can be bisected directly; translucency (compositing, black/white worst case)
        // can open narrow passing windows, which the fine scan finds.
        let opaque = foreground.alpha >= 1 && background.alpha >= 1 && (over?.alpha ?? 1) >= 1
        var best: Suggestion?
        for direction in [1.0, -1.0] {
            let passes = { (L: Double) in measure(candidate(L)) >= rule.required }
            let found =
                opaque
                ? bisectedPassingLightness(from: base.L, direction: direction, passes: passes)
                : firstPassingLightness(from: base.L, direction: direction, passes: passes)
            guard let L = found else { continue }
            let color = candidate(L)
            let result = measure(color)
            guard result >= rule.required else { continue }
            let change = color.oklch.L - base.L
            if best == nil || abs(change) < abs(best!.lightnessChange) {
                best = Suggestion(side: side, color: color, result: result, lightnessChange: change)
            }
        }
        return best
    }

    /// For monotone contrast: nil when even the end of the range fails, else bisection between `start` and it.
    static func bisectedPassingLightness(from start: Double, direction: Double, passes: (Double) -> Bool) -> Double? {
        let limit = direction > 0 ? 1.0 : 0.0
        guard limit != start, passes(limit) else { return nil }
        var (failing, passing) = (start, limit)
        while abs(passing - failing) > 1e-4 {
            let mid = (failing + passing) / 2
            if passes(mid) { passing = mid } else { failing = mid }
        }
        return passing
    }

    /// Scan then bisect for the lightness nearest `start` (in `direction`) at which `passes` holds.
    static func firstPassingLightness(from start: Double, direction: Double, passes: (Double) -> Bool) -> Double? {
        let limit = direction > 0 ? 1.0 : 0.0
        var previous = start
        var L = start
        while true {
            let next = direction > 0 ? min(L + 0.01, limit) : max(L - 0.01, limit)
            if next == L { return nil }
            L = next
            if passes(L) { break }
            previous = L
        }
        var (failing, passing) = (previous, L)
        while abs(passing - failing) > 1e-4 {
            let mid = (failing + passing) / 2
            if passes(mid) { passing = mid } else { failing = mid }
        }
        return passing
    }

    /// As a source would write it: 8-bit components (and alpha kept) for bounded spaces, 4 decimals for extended.
    static func quantize(_ c: Color) -> Color {
        let step = c.space.isExtended ? 10_000.0 : 255.0
        return Color(space: c.space, components: c.components.map { ($0 * step).rounded() / step }, alpha: c.alpha)
    }
}
