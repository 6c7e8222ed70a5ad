/// The gamut of the screen a color is shown on. Verdicts are computed on the color the screen shows.
///
/// - `sRGB`: BT.709 primaries (most desktop monitors, the CSS default). The primary verdict.
/// - `displayP3`: DCI-P3 primaries, D65, sRGB transfer (Apple devices since 2015/2016, most phones).
public enum DisplayGamut: String, CaseIterable, Sendable, Hashable {
    case sRGB = "srgb"
    case displayP3 = "display-p3"

    /// The color space whose 0…1 cube is this display's gamut.
    public var space: ColorSpace {
        switch self {
        case .sRGB: .sRGB
        case .displayP3: .displayP3
        }
    }
}

/// How a color outside a display's gamut becomes the color the display shows. Which one applies depends on where
/// the color was written, not on its space tag:
///
/// - `cssGamutMapping`: CSS sources (stylesheets, design tokens, colors typed into `legible check`). CSS Color 4
///   §13.2 "binary search gamut mapping with local MINDE": OKLCH chroma is reduced at constant lightness and hue
///   until clipping costs less than one JND (`GamutMapping`). https://www.w3.org/TR/css-color-4/#gamut-mapping
/// - `perChannelClip`: UIKit/AppKit extended sRGB and Display P3 asset-catalog colors, Android colors. The system
///   converts to the display's space and clamps each channel to 0…1 (Core Graphics color matching without gamut
///   mapping; Android's `Color` likewise).
public enum GamutPolicy: String, CaseIterable, Sendable, Hashable {
    case cssGamutMapping = "css-gamut-mapping"
    case perChannelClip = "per-channel-clip"
}

/// A color as written in a source, with the gamut policy of that source.
public struct WrittenColor: Sendable, Hashable {
    public var color: Color
    public var policy: GamutPolicy

    public init(_ color: Color, policy: GamutPolicy) {
        self.color = color
        self.policy = policy
    }

    /// The color `display` shows (see `Color.shown(on:policy:)`).
    public func shown(on display: DisplayGamut) -> Color { color.shown(on: display, policy: policy) }
}

extension Color {
    /// Whether the color lies inside `display`'s gamut (every component of its conversion in 0…1, up to 1e-9
    /// of round-off so that `color(display-p3 1 1 1)` counts as inside sRGB).
    public func isInGamut(of display: DisplayGamut) -> Bool {
        converted(to: display.space).components.allSatisfy { $0 >= -1e-9 && $0 <= 1 + 1e-9 }
    }

    /// The color a display of `display`'s gamut shows for this one, in `display.space` with every component in
    /// 0…1, alpha kept. A color already inside is only converted (an sRGB color on an sRGB display comes back
    /// bit-identical); outside, `policy` decides (`GamutPolicy`).
    public func shown(on display: DisplayGamut, policy: GamutPolicy) -> Color {
        let target = display.space
        // Extended sRGB shares sRGB's encoding: relabel instead of a round trip through linear light (which would
        // move 8-bit values by an ulp and change printed roundings).
        let converted =
            space == .extendedSRGB && target == .sRGB
            ? Color(space: .sRGB, components: components, alpha: alpha) : converted(to: target)
        if converted.components.allSatisfy({ $0 >= 0 && $0 <= 1 }) { return converted }
        switch policy {
        case .perChannelClip:
            return Color(
                space: target, components: converted.components.map { Swift.min(Swift.max($0, 0), 1) }, alpha: alpha)
        case .cssGamutMapping:
            return GamutMapping.map(self, into: target)
        }
    }
}
