/// The WCAG 2.x contrast of a foreground on a background, with translucency resolved.
///
/// - A translucent foreground is composited source-over onto the (opaque, composited) background.
/// - A translucent background is composited onto `backdrop` when one is known. When it is not, the pair is
///   measured over a black and over a white backdrop and the worse ratio decides (`ratioRange` keeps both).
/// All compositing happens in gamma-encoded sRGB floats without 8-bit rounding (`Compositing`).
public struct PairContrast: Sendable, Hashable {
    public let foreground: Color
    public let background: Color
    /// The backdrop used under a translucent background: the given one, or the worse of black/white.
    public let backdrop: Color?
    /// The foreground as seen: composited over the composited background, opaque sRGB.
    public let compositedForeground: Color
    /// The background as seen: composited over the backdrop, opaque sRGB.
    public let compositedBackground: Color
    /// The WCAG ratio the verdicts use (the worst case when the backdrop is unknown), unrounded.
    public let ratio: Double
    /// Over black and over white, when the backdrop under a translucent background is unknown; nil otherwise.
    public let ratioRange: ClosedRange<Double>?

    public init(foreground: Color, background: Color, over knownBackdrop: Color? = nil) {
        self.foreground = foreground
        self.background = background
        if background.alpha >= 1 || knownBackdrop != nil {
            let backdrop =
                background.alpha >= 1
                ? nil : knownBackdrop.map { $0.alpha >= 1 ? $0 : Compositing.sourceOver($0, .black) }
            let bg = backdrop.map { Compositing.sourceOver(background, $0) } ?? background.withAlpha(1)
            let fg = Compositing.sourceOver(foreground, bg)
            self.backdrop = backdrop
            self.compositedBackground = bg
            self.compositedForeground = fg
            self.ratio = WCAG2.contrastRatio(WCAG2.relativeLuminance(fg), WCAG2.relativeLuminance(bg))
            self.ratioRange = nil
        } else {
            let overBlack = PairContrast(foreground: foreground, background: background, over: .black)
            let overWhite = PairContrast(foreground: foreground, background: background, over: .white)
            let worst = overWhite.ratio < overBlack.ratio ? overWhite : overBlack
            self.backdrop = worst.backdrop
            self.compositedBackground = worst.compositedBackground
            self.compositedForeground = worst.compositedForeground
            self.ratio = worst.ratio
            self.ratioRange = min(overBlack.ratio, overWhite.ratio)...max(overBlack.ratio, overWhite.ratio)
        }
    }

    /// Whether the pair meets `level` (unrounded `ratio >= threshold`).
    public func passes(_ level: WCAGLevel) -> Bool { level.isMet(byRatio: ratio) }

    /// APCA Lc of the composited foreground on the composited background.
    public var apcaLc: Double {
        APCA.lightnessContrast(text: compositedForeground.srgb, background: compositedBackground.srgb)
    }
}

extension PairContrast {
    /// The WCAG ratio of the composited pair as seen with a simulated deficiency (`CVDSimulator.contrastRatio`).
    /// Every command reports `CVDSimulator.reported.map(simulatedRatio)`.
    public func simulatedRatio(_ simulator: CVDSimulator) -> Double {
        simulator.contrastRatio(compositedForeground.srgb, compositedBackground.srgb)
    }
}
