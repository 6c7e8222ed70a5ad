/// `color-mix(in <space> [<hue-method> hue], <color> [<p>], …)`, CSS Color 5 §3 (one or more colors), interpolated
/// as CSS Color 4 §12 says:
/// 1. percentages: omitted ones share what the given ones leave of 100% (two colors: 50%/50%, or 100% − the other);
///    each must lie in 0%…100%; they are scaled to sum 100%, and a sum below 100% multiplies the result's alpha by
///    it (0% + 0% is a transparent equal mix); more than two colors are folded in order;
/// 2. both colors are converted to the interpolation space (default `oklab`); a missing (`none`, or powerless
///    hue) component takes the other color's value;
/// 3. hues are fixed up by the hue method (`shorter` default, `longer`, `increasing`, `decreasing`,
///    `specified` = as written);
/// 4. interpolation happens in premultiplied alpha (hue excluded), then is un-premultiplied.
extension CSSColorReader {
    enum HueMethod: String { case shorter, longer, increasing, decreasing, specified }

    static let mixSpaces: [String: CSSColorSpace] = {
        var m: [String: CSSColorSpace] = ["xyz": .xyzD65]
        for s in CSSColorSpace.allCases { m[s.rawValue] = s }
        return m
    }()

    mutating func colorMix(start: Int) throws(ColorParseError) -> CSSColor {
        var space = CSSColorSpace.oklab
        var method = HueMethod.shorter
        if case .ident(let word)? = peek?.kind, word.lowercased() == "in" {
            index += 1
            let t = try next(expecting: "a color space")
            guard case .ident(let name) = t.kind, let s = Self.mixSpaces[name.lowercased()] else {
                throw error("color-mix() cannot interpolate in '\(t.text)'", at: t.column)
            }
            space = s
            if case .ident(let m)? = peek?.kind, let hm = HueMethod(rawValue: m.lowercased()) {
                let column = peek!.column
                index += 1
                guard space.hueIndex != nil else {
                    throw error("a hue interpolation method needs a polar space (hsl, hwb, lch, oklch)", at: column)
                }
                let hueWord = try next(expecting: "'hue'")
                guard case .ident(let h) = hueWord.kind, h.lowercased() == "hue" else {
                    throw error("expected 'hue' after '\(hm.rawValue)'", at: hueWord.column)
                }
                method = hm
            }
            let comma = try next(expecting: "','")
            guard comma.kind == .comma else {
                throw error("expected ',' after the interpolation method", at: comma.column)
            }
        }
        var items = [try mixItem()]
        while let t = peek, t.kind == .comma {
            index += 1
            items.append(try mixItem())
        }
        try expectCloseParen()
        return Self.mix(items, in: space, method)
    }

    /// Mixes colors with optional percentages: omitted percentages share what the given ones leave of 100%; the
    /// weights are scaled to sum 100%, a sum below 100% scales the alpha; colors are folded in order, each step an
    /// interpolation of the running mix and the next color (0% + 0% mixes equally, at alpha 0).
    static func mix(_ items: [(color: CSSColor, percentage: Double?)], in space: CSSColorSpace, _ method: HueMethod)
        -> CSSColor
    {
        let given = items.compactMap(\.percentage).reduce(0, +)
        let omitted = items.filter { $0.percentage == nil }.count
        let share = omitted == 0 ? 0 : max(100 - given, 0) / Double(omitted)
        let weights = items.map { $0.percentage ?? share }
        let sum = weights.reduce(0, +)
        var mixed = items[0].color.converted(to: space)
        var accumulated = weights[0]
        for (item, weight) in zip(items.dropFirst(), weights.dropFirst()) {
            let total = accumulated + weight
            mixed = interpolate(mixed, item.color.converted(to: space), total == 0 ? 0.5 : weight / total, method)
            accumulated = total
        }
        if let a = mixed.alpha { mixed.alpha = a * min(sum, 100) / 100 }
        mixed.isLegacy = false
        return mixed
    }

    /// A color and its optional percentage, in either order.
    mutating func mixItem() throws(ColorParseError) -> (color: CSSColor, percentage: Double?) {
        var percentage = try mixPercentage()
        let c = try color()
        if percentage == nil { percentage = try mixPercentage() }
        return (c, percentage)
    }

    mutating func mixPercentage() throws(ColorParseError) -> Double? {
        guard let t = peek else { return nil }
        let isMath: Bool = if case .function(let f) = t.kind { CSSCalc.functions.contains(f) } else { false }
        guard isMath || { if case .percentage = t.kind { true } else { false } }() else { return nil }
        let v = try value()
        guard v.kind == .percentage else {
            throw error("color-mix() takes percentages, found '\(v.text)'", at: v.column)
        }
        guard v.value >= 0 && v.value <= 100 else {
            throw error("color-mix() percentage \(v.text) is outside 0%…100%", at: v.column)
        }
        return v.value
    }

    /// CSS Color 4 §12.3–12.4: premultiplied interpolation at `t` (0 = a, 1 = b) of two colors in the same space.
    static func interpolate(_ a: CSSColor, _ b: CSSColor, _ t: Double, _ method: HueMethod) -> CSSColor {
        let hueIndex = a.space.hueIndex
        var ca = a.components, cb = b.components
        for i in 0..<3 {
            if ca[i] == nil { ca[i] = cb[i] }
            if cb[i] == nil { cb[i] = ca[i] }
        }
        let alphaA = a.alpha ?? b.alpha, alphaB = b.alpha ?? a.alpha
        if let h = hueIndex, var h1 = ca[h], var h2 = cb[h] {
            let d = h2 - h1
            switch method {
            case .shorter: if d > 180 { h1 += 360 } else if d < -180 { h2 += 360 }
            case .longer: if d > 0 && d < 180 { h1 += 360 } else if d > -180 && d <= 0 { h2 += 360 }
            case .increasing: if d < 0 { h2 += 360 }
            case .decreasing: if d > 0 { h1 += 360 }
            case .specified: break
            }
            (ca[h], cb[h]) = (h1, h2)
        }
        let pa = alphaA ?? 1, pb = alphaB ?? 1
        let alpha = alphaA.map { $0 + (pb - $0) * t }
        let mixedAlpha = alpha ?? 1
        var out: [Double?] = []
        for i in 0..<3 {
            guard let x = ca[i], let y = cb[i] else { out.append(nil); continue }
            if i == hueIndex {
                out.append(HueAngle.normalized(x + (y - x) * t))
            } else {
                let premultiplied = x * pa + (y * pb - x * pa) * t
                out.append(mixedAlpha == 0 ? premultiplied : premultiplied / mixedAlpha)
            }
        }
        return CSSColor(space: a.space, components: out, alpha: alpha)
    }
}
