import LegibleSwiftSyntax

/// A test that code decides at run time (a setting's `static var`, a parameter, a state) but whose every outcome the
/// evaluator can follow: `GlobalStruct.highContrast ? "HC" : ""` in a color getter, `switch status { case .sent: … }`.
/// Instead of one color "set at run time", the caller runs the evaluation once per outcome (`assumedChoices`), and
/// each color it gives is a pair of its own, labelled with the outcome ("when GlobalStruct.highContrast").
public struct SwiftRunTimeChoice: Sendable, Hashable {
    /// Where the test is written: the same test met again in another run takes the assumed outcome.
    public var key: String
    /// Each outcome's label, in the order their index is assumed: "when X", "otherwise (not X)"; "when s is .a", …
    public var outcomes: [String]
}

extension SwiftEvaluator {
    /// The value of the Boolean test `test`: the outcome assumed for it, else its static value; one decided at run
    /// time is recorded as the pending choice (the first met) before its failure is rethrown.
    func choice(_ test: SwiftExpression, _ ctx: SwiftEvaluationContext) throws(SwiftEvaluationFailure) -> Bool {
        let key = choiceKey(test.token, ctx)
        if let assumed = assumedChoices[key] { return assumed == 0 }
        do throws(SwiftEvaluationFailure) {
            guard case .bool(let b) = try self.evaluate(test, ctx) else {
                throw fail("the condition is not a Boolean", test.token)
            }
            return b
        } catch  where !error.needsAppearance {
            // `#available(…)` and other compile-time tests are the platform's, not a run-time choice.
            if case .call(.name(let name, _), _, _, _) = test, name.hasPrefix("#") { throw error }
            if pendingChoice == nil {
                let written = Self.describe(test)
                let otherwise: String
                if case .unary("!", let inner, _) = test {
                    otherwise = "otherwise (\(Self.describe(inner)))"
                } else {
                    otherwise = "otherwise (not \(written))"
                }
                pendingChoice = SwiftRunTimeChoice(key: key, outcomes: ["when \(written)", otherwise])
            }
            throw error
        }
    }

    /// The case of a `switch` over a subject decided at run time: the assumed case's index, else nil after recording
    /// the pending choice (one outcome per case) when the subject has no static value.
    func assumedCase(
        of subject: SwiftExpression, _ cases: [SwiftSwitchCase], _ t: SwiftToken, _ ctx: SwiftEvaluationContext
    ) -> Int? {
        let key = choiceKey(t, ctx)
        if let assumed = assumedChoices[key] { return assumed }
        if pendingChoice == nil, (1...8).contains(cases.count) {
            let written = Self.describe(subject)
            let outcomes = cases.map { c in
                c.isDefault
                    ? "when \(written) is another value"
                    : "when \(written) is \(c.patterns.map { Self.describe($0) }.joined(separator: " or "))"
            }
            pendingChoice = SwiftRunTimeChoice(key: key, outcomes: outcomes)
        }
        return nil
    }

    func choiceKey(_ t: SwiftToken, _ ctx: SwiftEvaluationContext) -> String {
        "\(ctx.unit):\(t.line):\(t.column)"
    }

    /// The test as written, shortened for a report line.
    static func describe(_ e: SwiftExpression) -> String {
        let text = e.written ?? "a condition (line \(e.token.line))"
        return text.count <= 60 ? text : String(text.prefix(57)) + "…"
    }
}
