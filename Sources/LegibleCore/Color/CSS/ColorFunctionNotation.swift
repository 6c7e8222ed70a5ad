/// `color(<space> c1 c2 c3 [/ alpha])`, CSS Color 4 §10: `srgb`, `srgb-linear`, `display-p3`, `display-p3-linear`,
/// `a98-rgb`, `prophoto-rgb`, `rec2020`, `xyz`/`xyz-d65`, `xyz-d50`; numbers, or percentages with 100% = 1 (also
/// for xyz, as the current spec and the relative-color web-platform-tests have it). Components are not clamped:
/// out-of-gamut values are kept.
extension CSSColorReader {
    mutating func colorFunction(start: Int) throws(ColorParseError) -> CSSColor {
        var relative: RelativeOrigin?
        var space: CSSColorSpace
        if atRelativeOrigin {
            // `color(from <color> <space> …)`: the space follows the origin.
            let fromIndex = index
            index += 1
            var probe = self
            probe.channels = [:]
            _ = try probe.color()
            index = probe.index
            space = try predefinedSpace()
            let afterSpace = index
            index = fromIndex
            relative = try beginRelative(in: space)
            index = afterSpace
        } else {
            space = try predefinedSpace()
        }
        let args = try arguments("color", start: start, allowCommas: false)
        if let relative { endRelative(relative) }
        var out: [Double?] = []
        for v in args.components {
            out.append(try finite(try numberOrPercentage(v, percentReference: 1, "color"), v, "color"))
        }
        let a = args.alpha == nil && relative != nil ? relative!.alpha : try alpha(args.alpha)
        return CSSColor(space: space, components: out, alpha: a)
    }

    mutating func predefinedSpace() throws(ColorParseError) -> CSSColorSpace {
        let t = try next(expecting: "a color space")
        guard case .ident(let name) = t.kind else {
            throw error("color() needs a color space, found '\(t.text)'", at: t.column)
        }
        guard let space = CSSColorSpace.predefined(named: name.lowercased()) else {
            let names = (CSSColorSpace.predefined.map(\.rawValue) + ["xyz"]).joined(separator: ", ")
            throw error("unknown color space '\(name)'; expected one of \(names)", at: t.column)
        }
        return space
    }
}
