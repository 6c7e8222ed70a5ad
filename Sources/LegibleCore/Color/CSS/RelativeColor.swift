/// Relative color syntax, CSS Color 5 §4: `rgb(from <color> r g b / alpha)`, `oklch(from <color> l c h)`,
/// `color(from <color> display-p3 r g b)`, … The origin color is converted to the function's space; its components
/// become the channel keywords (`r g b`, `h s l`, `h w b`, `l a b`, `l c h`, `x y z`, and `alpha`), usable alone
/// or inside `calc()`. A missing (`none`) origin component stays missing when its keyword is used alone and reads as 0
/// inside `calc()`. Without an alpha, the result keeps the origin's alpha. `rgba(from …)`/`hsla(from …)` are invalid
/// (the web-platform-tests reject them).
extension CSSColorReader {
    struct RelativeOrigin {
        var alpha: Double?
        var savedChannels: [String: Double?]
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
        channels = [:]
        channels.updateValue(origin.alpha, forKey: "alpha") // updateValue keeps a nil (missing) value
        for (i, name) in space.channelNames.enumerated() {
            channels.updateValue(origin.components[i].map { $0 * (space.hueIndex == i ? 1 : scale) }, forKey: name)
        }
        return RelativeOrigin(alpha: origin.alpha, savedChannels: saved)
    }

    mutating func endRelative(_ origin: RelativeOrigin) {
        channels = origin.savedChannels
    }
}
