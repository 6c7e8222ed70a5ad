import LegibleCore
import LegiblePalette

/// An Apple system color whose value in one appearance Legible's reference does not know, but knows to be one of two
/// values its sources hesitate between (`AppleSystemColors.candidates`: macOS 10.14–15 dark `tertiaryLabelColor` is
/// `#ffffff3f` in the NSColor dump and `#ffffff42` in macos_ui; `Fixtures/reference/PROVENANCE-apple-system-colors.md`).
///
/// The pair is measured with each candidate in that appearance (over the same background and backdrop). When every
/// WCAG 2.x verdict agrees (AA and AAA for normal and large text, and non-text: the 3:1, 4.5:1 and 7:1 thresholds), the
/// answer does not depend on which value runs: the pair is asserted with the candidate giving the lower contrast, and
/// its evidence says so. When they disagree, the pair needs review naming both values: no one could know from the
/// source which verdict holds. Without a candidate, or when another color of the pair has no value there, nothing
/// changes (the audit warns about the unresolved slot).
enum UnknownSystemValues {
    /// The thresholds of every WCAG 2.x contrast verdict (`WCAGLevel`).
    static let thresholds: [Double] = Array(Set(WCAGLevel.allCases.map(\.threshold))).sorted()

    /// One color of a pair in one appearance: its possible values, and where it is a system color whose value is
    /// unknown, the reference and the variant to fill.
    struct Side {
        var values: [Color]
        var unknown: (reference: SystemColorReference, variant: ColorVariant)?
    }

    static func apply(palette: Palette, to scan: inout UsageScan) {
        for index in scan.pairs.indices where scan.pairs[index].review == nil {
            apply(to: &scan.pairs[index], palette: palette)
        }
    }

    static func apply(to pair: inout ObservedPair, palette: Palette) {
        func named(_ c: ObservedColor) -> NamedColor? {
            switch c {
            case .inline(let n): n
            case .named(let name): palette.color(named: name)
            }
        }
        guard var foreground = named(pair.foreground), var background = named(pair.background) else { return }
        var over = pair.over.flatMap(named)
        guard
            [foreground, background, over].contains(where: {
                $0?.variants.contains(where: { v in isUnknown(v, os: pair.osRange?.upper) }) ?? false
            })
        else { return }
        let appearances =
            pair.appearances
            ?? Set(([foreground, background] + [over].compactMap { $0 }).flatMap(\.appearances)).sorted()
        var notes: [String] = []
        var changed: Set<Int> = [] // 0 text, 1 background, 2 backdrop
        for appearance in appearances {
            let os = pair.osRange?.upper
            guard let f = side(foreground, appearance, os: os), let b = side(background, appearance, os: os) else {
                continue
            }
            let o = over.map { side($0, appearance, os: os) }
            if case .some(.none) = o { continue }
            let sides = [f, b] + [o.flatMap { $0 }].compactMap { $0 }
            guard sides.contains(where: { $0.unknown != nil }) else { continue }
            // Every combination of the candidates, measured as the audit measures the pair.
            var measured: [(ratio: Double, fg: Color, bg: Color, over: Color?)] = []
            let backdrops: [Color?] = o.flatMap { $0 }.map { $0.values.map { Optional($0) } } ?? [nil]
            for fg in f.values {
                for bg in b.values {
                    for backdrop in backdrops {
                        let ratio = PairContrast(foreground: fg, background: bg, over: backdrop).ratio
                        measured.append((ratio, fg, bg, backdrop))
                    }
                }
            }
            let unknownNames = sides.compactMap { s in
                s.unknown.map { u in
                    "\(display(u.reference))'s \(appearance.label) value is not known ("
                        + s.values.map { $0.description }.joined(separator: " or ") + ")"
                }
            }
            let agree = thresholds.allSatisfy { t in Set(measured.map { $0.ratio >= t }).count == 1 }
            guard agree, let worst = measured.min(by: { $0.ratio < $1.ratio }) else {
                pair.review = ReviewReason(
                    .systemValue,
                    "the system color's value is not known: "
                        + unknownNames.joined(separator: "; ")
                        + ", and the pair's WCAG verdicts differ between them")
                return
            }
            if let u = f.unknown { fill(&foreground, u.variant, with: worst.fg); changed.insert(0) }
            if let u = b.unknown { fill(&background, u.variant, with: worst.bg); changed.insert(1) }
            if let u = o.flatMap({ $0 })?.unknown, let c = worst.over, var backdrop = over {
                fill(&backdrop, u.variant, with: c)
                over = backdrop
                changed.insert(2)
            }
            var picked: [String] = []
            if f.unknown != nil { picked.append(worst.fg.description) }
            if b.unknown != nil { picked.append(worst.bg.description) }
            if o.flatMap({ $0 })?.unknown != nil, let c = worst.over { picked.append(c.description) }
            notes.append(
                unknownNames.joined(separator: "; ") + ": every WCAG verdict is the same with either, so it is "
                    + "checked with \(picked.joined(separator: " and ")), the lower contrast")
        }
        guard !changed.isEmpty else { return }
        if changed.contains(0) { pair.foreground = .inline(foreground) }
        if changed.contains(1) { pair.background = .inline(background) }
        if changed.contains(2), let over { pair.over = .inline(over) }
        pair.evidence += "; " + notes.joined(separator: "; ")
    }

    /// A variant of a system color whose value is unknown between candidates, in any appearance.
    static func isUnknown(_ v: ColorVariant, os: AppleOSVersion?) -> Bool {
        guard v.color == nil, case .system(let ref, _) = v.value, AppleSystemColors.isApple(ref) else { return false }
        return !AppleSystemColors.candidates(of: ref, in: v.appearance, os: os).isEmpty
    }

    /// `color`'s possible values in `appearance` on release `os` (nil: the newest; a pair split by release,
    /// `AppleOSSplit`, was resolved at its range): its value, or the candidates of its unknown system value; nil when
    /// it has no value there Legible knows of.
    static func side(_ color: NamedColor, _ appearance: Appearance, os: AppleOSVersion?) -> Side? {
        guard let v = color.variant(for: appearance) else { return nil }
        if let c = v.color { return Side(values: [c]) }
        guard case .system(let ref, _) = v.value, AppleSystemColors.isApple(ref) else { return nil }
        let candidates = AppleSystemColors.candidates(of: ref, in: v.appearance, os: os)
        guard !candidates.isEmpty else { return nil }
        return Side(values: candidates, unknown: (ref, v))
    }

    /// Gives the unknown variant the chosen candidate as its resolved value.
    static func fill(_ color: inout NamedColor, _ variant: ColorVariant, with value: Color) {
        guard case .system(let ref, _) = variant.value,
            let i = color.variants.firstIndex(where: { $0.appearance == variant.appearance })
        else { return }
        color.variants[i].value = .system(ref, resolved: value)
    }

    /// `tertiaryLabelColor`.
    static func display(_ reference: SystemColorReference) -> String { reference.name }
}
