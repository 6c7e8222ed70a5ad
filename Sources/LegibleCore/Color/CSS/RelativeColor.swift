/// Relative color syntax, CSS Color 5 §4: `rgb(from <color> r g b / alpha)`, `oklch(from <color> l c h)`,
/// `color(from <color> display-p3 r g b)`, … The origin color is converted to the function's space; its components
/// become the channel keywords (`r g b`, `h s l`, `h w b`, `l a b`, `l c h`, `x y z`, and `alpha`), usable alone
/// or inside `calc()`. `none` in the origin reads as 0. Without an alpha, the result keeps the origin's alpha.
extension CSSColorReader {
    struct RelativeOrigin {
        var alpha: Double
        var savedChannels: [String: Double]
    }

    /// Whether the arguments start with `from`.
    var atRelativeOrigin: Bool {
        if case .ident(let name)? = peek?.kind { return name.lowercased() == "from" }
        return false
    }

    /// Reads `from <color>` and puts the origin's channels in `space` in scope, each multiplied by `scale`
    /// (255 for the r, g, b of `rgb()`). Call `endRelative` after the arguments.
    mutating func beginRelative(in space: CSSColorSpace, scale: Double = 1) throws(ColorParseError) -> RelativeOrigin {
        index += 1 // from
        let saved = channels
        channels = [:]
        let origin = try color().converted(to: space)
        let values = origin.resolvedComponents
        channels = ["alpha": origin.alpha ?? 0]
        for (i, name) in space.channelNames.enumerated() {
            channels[name] = (i == 0 ? values.x : i == 1 ? values.y : values.z) * (space.hueIndex == i ? 1 : scale)
        }
        return RelativeOrigin(alpha: origin.alpha ?? 0, savedChannels: saved)
    }

    mutating func endRelative(_ origin: RelativeOrigin) {
        channels = origin.savedChannels
    }
}
