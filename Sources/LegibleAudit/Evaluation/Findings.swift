import LegibleCore
import LegiblePalette
import LegibleUsage

/// One palette color as a rule saw it in one appearance.
public struct ColorReference: Sendable, Hashable {
    public var name: String
    public var origin: String
    /// The variant's color as written (its own space, unclipped, with alpha), or the resolved system color.
    public var color: Color
    public var source: SourceLocation
    /// The system color it refers to, when it is a reference (`systemBackgroundColor`).
    public var systemName: String?
    /// How a screen shows `color` when it lies outside the screen's gamut (from the variant's source).
    public var gamutPolicy: GamutPolicy
    /// The theme family (`NamedColor.family`), when the palette has several.
    public var family: String?

    /// The name as reports show it: `[theme-new] color.text` for a color of a theme family, else the name.
    public var label: String { family.map { "[\($0)] \(name)" } ?? name }

    public init(
        name: String, origin: String, color: Color, source: SourceLocation, systemName: String? = nil,
        gamutPolicy: GamutPolicy = .perChannelClip, family: String? = nil
    ) {
        self.name = name
        self.origin = origin
        self.color = color
        self.source = source
        self.systemName = systemName
        self.gamutPolicy = gamutPolicy
        self.family = family
    }

    /// The color with its gamut policy.
    public var written: WrittenColor { WrittenColor(color, policy: gamutPolicy) }
}

/// The verdict of a contrast pair on a Display P3 screen, where a color outside sRGB is shown with more of its
/// chroma than on an sRGB screen (`ScreenContrast`).
public struct DisplayVerdict: Sendable, Hashable {
    public var display: DisplayGamut
    /// The WCAG ratio on that display, unrounded.
    public var ratio: Double
    /// The rule's measure there (WCAG ratio or APCA |Lc|) and its verdict.
    public var measured: Double
    public var passed: Bool
}

/// A change that would make a failing pair pass: the same color with only its OKLCH lightness changed (hue and
/// chroma kept), gamut-mapped into the source's color space (CSS Color 4 §13.2), quantized as the source writes it.
public struct Suggestion: Sendable, Hashable {
    public enum Side: String, CaseIterable, Sendable, Hashable { case foreground, background }
    public var side: Side
    public var color: Color
    /// The rule's measure with the suggested color: WCAG ratio or APCA |Lc|.
    public var result: Double
    /// OKLCH lightness after minus before.
    public var lightnessChange: Double
}

/// The contrast under a simulated color vision deficiency (both colors simulated after compositing).
public struct SimulatedContrast: Sendable, Hashable {
    public var deficiency: Deficiency
    public var ratio: Double
    /// The simulation (an element of `CVDSimulator.reported`).
    public var simulator: CVDSimulator { CVDSimulator.reported(deficiency) }
}

/// A contrast rule evaluated for one foreground on one background in one appearance.
public struct ContrastFinding: Sendable, Hashable {
    public var rule: ContrastRule
    /// Position of the rule in the config (inferred rules are numbered after the written ones).
    public var ruleIndex: Int
    public var appearance: Appearance
    public var foreground: ColorReference
    public var background: ColorReference
    /// The value the rule compares: the WCAG ratio (worst case over black/white when the backdrop under a
    /// translucent background is unknown) or APCA |Lc|. Unrounded.
    public var measured: Double
    public var required: Double
    public var passed: Bool
    /// The WCAG ratio, whatever the rule's algorithm.
    public var ratio: Double
    /// Over black and over white when the backdrop under a translucent background was unknown.
    public var ratioRange: ClosedRange<Double>?
    /// Signed APCA Lc of the composited pair.
    public var apcaLc: Double
    /// The colors as seen: composited foreground and background, opaque sRGB.
    public var compositedForeground: Color
    public var compositedBackground: Color
    /// The ratio as seen with each of `CVDSimulator.reported`, in that order.
    public var cvd: [SimulatedContrast]
    /// The rule's `over`, resolved once (a palette color in this appearance, or a CSS color); nil without `over`
    /// or when it does not resolve (the audit then warns).
    public var over: WrittenColor?
    /// When the rule has no `over` and the audit put a translucent background on the appearance's base background
    /// (`BaseBackground`): its name (`systemBackground`). nil otherwise.
    public var baseBackground: String? = nil
    /// The backdrop actually under the background as an sRGB screen shows it: `over`, or black or white (the
    /// worse) when the background is translucent and `over` is unknown; nil for an opaque background.
    public var backdrop: Color?
    /// The verdict on a Display P3 screen, present when a color of the pair lies outside sRGB. Every other number
    /// of the finding is for an sRGB screen.
    public var displayP3: DisplayVerdict?
    /// For failures: the nearest passing foreground and background (lightness-only changes).
    public var suggestions: [Suggestion]
    /// Matched by the baseline: an old violation that does not fail the run.
    public var isBaselined = false

    /// Set for an observed pair whose background Legible cannot know (text over an image, a blur, a gradient):
    /// the finding is listed for a person to review and never passes or fails the run.
    public var review: ReviewReason? { rule.observed?.review }

    /// Identity across runs for baselines: rule id, names and appearance.
    public var key: String { "\(rule.ruleID)|\(foreground.name)|\(background.name)|\(appearance.rawValue)" }
    public var severity: Diagnostic.Severity { rule.severity }

    /// The composited pair as 8-bit colors that meet the same WCAG levels as `ratio`, for printing.
    public var printedComposite: PrintedComposite {
        PrintedComposite(foreground: compositedForeground.srgb, background: compositedBackground.srgb, ratio: ratio)
    }
}

/// A pair of colors that should be told apart, evaluated in one appearance, for one deficiency (or for everyone,
/// in the near-duplicate check).
public struct DistinctnessFinding: Sendable, Hashable {
    /// `cvd-deutan-indistinct`, `near-duplicate`
    public var ruleID: String
    public var ruleIndex: Int
    public var severity: Diagnostic.Severity
    public var ruleLocation: SourceLocation?
    public var appearance: Appearance
    public var first: ColorReference
    public var second: ColorReference
    /// nil for the near-duplicate check (normal vision).
    public var deficiency: Deficiency?
    /// CIEDE2000 between the two (simulated) colors.
    public var deltaE: Double
    /// Passing needs deltaE ≥ required (distinguishable groups) or ≥ threshold (near duplicates).
    public var required: Double
    public var passed: Bool
    /// The simulated colors (nil for near duplicates).
    public var simulatedFirst: Color?
    public var simulatedSecond: Color?
    public var isBaselined = false

    public var key: String { "\(ruleID)|\(first.name)|\(second.name)|\(appearance.rawValue)" }
}
