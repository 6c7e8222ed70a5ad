/// The WCAG 2.x contrast success criteria and their thresholds.
///
/// - SC 1.4.3 Contrast (Minimum), level AA: 4.5:1 for text, 3:1 for large text
///   (≥ 18 pt, or ≥ 14 pt bold).
/// - SC 1.4.6 Contrast (Enhanced), level AAA: 7:1 for text, 4.5:1 for large text.
/// - SC 1.4.11 Non-text Contrast, level AA: 3:1 for UI components and graphical objects.
///
/// A pair passes when its **unrounded** ratio is `>=` the threshold.
public enum WCAGLevel: String, CaseIterable, Sendable, Hashable {
    case aa = "AA"
    case aaLarge = "AALarge"
    case aaa = "AAA"
    case aaaLarge = "AAALarge"
    case nonText = "nonText"

    public var threshold: Double {
        switch self {
        case .aa: 4.5
        case .aaLarge: 3.0
        case .aaa: 7.0
        case .aaaLarge: 4.5
        case .nonText: 3.0
        }
    }

    /// The success criterion this level belongs to.
    public var successCriterion: String {
        switch self {
        case .aa, .aaLarge: "SC 1.4.3"
        case .aaa, .aaaLarge: "SC 1.4.6"
        case .nonText: "SC 1.4.11"
        }
    }

    /// A human label: "AA", "AA large", "AAA", "AAA large", "non-text".
    public var label: String {
        switch self {
        case .aa: "AA"
        case .aaLarge: "AA large"
        case .aaa: "AAA"
        case .aaaLarge: "AAA large"
        case .nonText: "non-text"
        }
    }

    /// `ratio >= threshold`, on the unrounded ratio.
    @inlinable public func isMet(byRatio ratio: Double) -> Bool { ratio >= threshold }
}
