import LegiblePalette
import LegibleUsage
import LegibleJSON

/// A starter `legible.json` from observed pairs (`legible init`): one contrast rule per foreground and role, listing
/// the backgrounds it is shown on, grouped by role (normal text, large text, non-text), WCAG 2 AA. Comment-free and
/// valid against `Schema/legible.schema.json` (only `description`, `contrast`, and each rule's `description`,
/// `foreground`, `background`, `level`, `text`).
///
/// A legible.json names palette colors, so only pairs whose colors are all palette colors become rules; pairs with a
/// color written in the UI file or a system color (and pairs over a translucent background) are returned in
/// `notExpressible` for the summary: lint still checks them as observed pairs, with or without the file.
public struct StarterConfig: Sendable {
    public var json: JSONValue
    public var ruleCount: Int
    public var notExpressible: [ObservedPairGroup]
    /// Observed pairs that draw a palette color on itself: never written as a rule (a rule pairing a color with
    /// itself states nothing); `legible lint` reports them as observed pairs.
    public var onItself: [ObservedPairGroup]

    public init(groups: [ObservedPairGroup]) {
        var expressible: [(fg: String, bg: String, text: TextSize, sites: [UsageSite])] = []
        var skipped: [ObservedPairGroup] = []
        var itself: [ObservedPairGroup] = []
        for g in groups {
            guard case .named(let fg) = g.foreground, case .named(let bg) = g.background, g.over == nil else {
                skipped.append(g); continue
            }
            // A color on itself (1:1) is no rule to write: it is a finding, which lint reports as the observed pair.
            guard fg != bg else { itself.append(g); continue }
            expressible.append((fg, bg, Self.textSize(g.role), g.sites))
        }
        var rules: [JSONValue] = []
        for text in [TextSize.normal, .large, .nonText] {
            let ofRole = expressible.filter { $0.text == text }
            for fg in Array(Set(ofRole.map(\.fg))).sorted() {
                let pairs = ofRole.filter { $0.fg == fg }
                let backgrounds = Array(Set(pairs.map(\.bg))).sorted()
                let sites = pairs.flatMap(\.sites).sorted()
                let shown =
                    sites.prefix(3).map { "\($0.location.path):\($0.location.line)" }.joined(separator: ", ")
                    + (sites.count > 3 ? " and \(sites.count - 3) more" : "")
                rules.append(
                    .object([
                        ("description", .string("Observed: \(fg) as \(Self.label(text)) at \(shown)")),
                        ("foreground", .array([.string(fg)])),
                        ("background", .array(backgrounds.map { .string($0) })),
                        ("level", .string("AA")),
                        ("text", .string(text.rawValue)),
                    ]))
            }
        }
        json = .object([
            (
                "description",
                .string(
                    "Starter config written by 'legible init' from the pairs the UI files show; review, then add distinguishable groups."
                )
            ),
            ("contrast", .array(rules)),
        ])
        ruleCount = rules.count
        notExpressible = skipped
        onItself = itself
    }

    static func textSize(_ role: PairRole) -> TextSize {
        switch role {
        case .nonText: .nonText
        case .text(large: true): .large
        case .text: .normal
        }
    }

    static func label(_ text: TextSize) -> String {
        switch text {
        case .normal: "text"
        case .large: "large text"
        case .nonText: "a non-text element"
        }
    }
}
