import LegiblePalette

extension CodeRecolor {
    /// The color an assignment sets: a plain form first, else the Swift or Objective-C expression evaluated in the
    /// class whose code holds it.
    static func color(
        of a: CodeColorAssignments.Assignment, inType: String, code: CodeColorAssignments, palette: Palette,
        swift: CodeSwiftColors?
    ) -> Result<ObservedColor, SwiftViewProblem> {
        let mac = code.macFiles[a.location.path] == true
        if let plain = CodeColorValue.resolve(a.value, palette: palette, at: a.location, mac: mac) {
            return .success(plain)
        }
        guard let swift else { return .failure(SwiftViewProblem("not a plain color")) }
        return swift.resolve(a.value, at: a.location, inType: a.assigner ?? a.superclass ?? inType, mac: mac)
    }

    /// A text color code sets differently in each branch of an `if` (`when x` in one, `unless x` in the other, every
    /// value readable): a pair per branch, each with its condition, instead of one pair needing review. A branch that
    /// sets nothing leaves the document's color, a known outcome too (`if (exists) { setStringValue } else {
    /// red attributed string }`): a pair in it, under the other branch's condition. Nil when the assignments are not
    /// so (one color, a value not read, one set unconditionally).
    static func branchPairs(
        _ pair: ObservedPair, _ assignments: [CodeColorAssignments.Assignment], what: String, inType: String,
        code: CodeColorAssignments, palette: Palette, swift: CodeSwiftColors?
    ) -> [ObservedPair]? {
        guard !assignments.isEmpty, assignments.allSatisfy({ $0.condition != nil }) else { return nil }
        var pairs: [ObservedPair] = []
        if undecided(assignments) != nil {
            // The document's color where no branch sets one: the other branch of a lone `if`, else "otherwise".
            guard pair.review == nil else { return nil }
            var kept = pair
            let remainder =
                assignments.count == 1 ? assignments[0].condition.flatMap(otherBranch(of:)) : nil
            let condition = remainder ?? "when none of the branches setting it runs"
            kept.condition = [pair.condition, condition].compactMap { $0 }.joined(separator: ", ")
            kept.evidence +=
                "; \(what) only in code branches (\(assignments.map { place($0.location) }.joined(separator: ", "))), "
                + "not in this one: the document's color stays"
            pairs.append(kept)
        } else if assignments.count < 2 {
            return nil
        }
        for a in assignments {
            guard let color = try? color(of: a, inType: inType, code: code, palette: palette, swift: swift).get(),
                let condition = a.condition
            else { return nil }
            var branch = pair
            branch.foreground = color
            branch.condition = [pair.condition, condition].compactMap { $0 }.joined(separator: ", ")
            branch.evidence +=
                "; \(what) to \(a.shown) \(condition) in code (\(place(a.location))), which replaces the document's"
            pairs.append(branch)
        }
        guard Set(pairs.map(\.foreground.identity)).count > 1 else { return nil }
        return pairs
    }
}
