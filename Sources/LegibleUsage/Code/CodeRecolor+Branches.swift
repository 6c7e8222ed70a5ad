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
    /// value readable): a pair per branch, each with its condition, instead of one pair needing review. Nil when the
    /// assignments are not so (one color, a branch not set, a value not read).
    static func branchPairs(
        _ pair: ObservedPair, _ assignments: [CodeColorAssignments.Assignment], what: String, inType: String,
        code: CodeColorAssignments, palette: Palette, swift: CodeSwiftColors?
    ) -> [ObservedPair]? {
        guard assignments.count > 1, assignments.allSatisfy({ $0.condition != nil }), undecided(assignments) == nil
        else { return nil }
        var pairs: [ObservedPair] = []
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
