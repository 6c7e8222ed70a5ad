/// The WCAG 2.x contrast of a pair judged on the colors screens show, not on colors as written.
///
/// Every color (foreground, background, backdrop) is first brought into the display's gamut by its source's
/// `GamutPolicy` (`Color.shown(on:policy:)`), then measured as `PairContrast` does (compositing in sRGB floats,
/// WCAG relative luminance of the result). `sRGBDisplay` is the verdict; `displayP3Display` is the same pair on a
/// Display P3 screen, given only when some input lies outside the sRGB gamut (otherwise both screens show the same
/// colors and the numbers are identical).
public struct ScreenContrast: Sendable, Hashable {
    /// The pair as an sRGB display shows it: the numbers every report prints.
    public let sRGBDisplay: PairContrast
    /// The pair as a Display P3 display shows it, when any input is outside sRGB; nil otherwise.
    public let displayP3Display: PairContrast?

    public init(foreground: WrittenColor, background: WrittenColor, over backdrop: WrittenColor? = nil) {
        func pair(_ display: DisplayGamut) -> PairContrast {
            PairContrast(
                foreground: foreground.shown(on: display), background: background.shown(on: display),
                over: backdrop?.shown(on: display))
        }
        sRGBDisplay = pair(.sRGB)
        let inputs = [foreground.color, background.color] + (backdrop.map { [$0.color] } ?? [])
        displayP3Display = inputs.allSatisfy { $0.isInGamut(of: .sRGB) } ? nil : pair(.displayP3)
    }

    /// Colors typed as CSS (the `check` command): CSS gamut mapping for all three.
    public init(css foreground: Color, _ background: Color, over backdrop: Color? = nil) {
        self.init(
            foreground: WrittenColor(foreground, policy: .cssGamutMapping),
            background: WrittenColor(background, policy: .cssGamutMapping),
            over: backdrop.map { WrittenColor($0, policy: .cssGamutMapping) })
    }
}
