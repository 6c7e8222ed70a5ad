import LegiblePalette
import LegibleSwiftSyntax

/// A color chosen by a test decided at run time (`isMe ? palette.accent : palette.primary` inside a helper, a setting's
/// `static var highContrast: Bool` read in a color getter, `switch status` in a function) whose every outcome
/// evaluates: a color per outcome, each with its condition, instead of one color "set at run time". The evaluator says
/// which test stopped it (`SwiftExpressionColors.pendingChoice`); the expression is evaluated again once per outcome of
/// that test, and of the next one met, up to `maximumColors` colors. When one outcome does not evaluate either, the
/// expression keeps its first failure.
extension SwiftViewFile {
    /// At most this many colors per expression.
    static let maximumColors = 8

    /// The colors `expression` may be, each with the outcomes that give it ("when isMe"); one without a condition
    /// when no run-time test decides it (or one of its outcomes does not evaluate).
    func colorChoices(_ expression: SwiftExpression, at index: Int, colorType: String) -> [(
        condition: String?, color: Result<ObservedColor, SwiftViewProblem>
    )] {
        let first = color(expression, at: index, colorType: colorType)
        guard case .failure = first, let choice = colors.pendingChoice,
            let split = choices(expression, at: index, colorType: colorType, assumed: [choice.key: 0], choice)
        else { return [(nil, first)] }
        return split.map { (Optional($0.conditions.joined(separator: ", ")), .success($0.color)) }
    }

    /// The colors under each outcome of `choice`, with the outcomes already `assumed`; nil when one does not evaluate
    /// or there would be more than `maximumColors`.
    private func choices(
        _ expression: SwiftExpression, at index: Int, colorType: String, assumed: [String: Int],
        _ choice: SwiftRunTimeChoice
    ) -> [(conditions: [String], color: ObservedColor)]? {
        var all: [(conditions: [String], color: ObservedColor)] = []
        for (k, outcome) in choice.outcomes.enumerated() {
            var assuming = assumed
            assuming[choice.key] = k
            switch color(expression, at: index, colorType: colorType, assuming: assuming) {
            case .success(let c):
                all.append(([outcome], c))
            case .failure:
                guard let next = colors.pendingChoice, assuming[next.key] == nil, assuming.count < 3,
                    let deeper = choices(expression, at: index, colorType: colorType, assumed: assuming, next)
                else { return nil }
                all += deeper.map { ([outcome] + $0.conditions, $0.color) }
            }
            if all.count > Self.maximumColors { return nil }
        }
        return all
    }
}
