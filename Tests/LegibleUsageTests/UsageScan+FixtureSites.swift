import Testing
import LegibleUsage

/// The pairs a fixture's scan has at a site (a path suffix and a line), for tests that check sites of their fixture.
extension UsageScan {
    func pairs(at file: String, _ line: Int) -> [ObservedPair] {
        pairs.filter { $0.site.location.path.hasSuffix("/" + file) && $0.site.location.line == line }
    }

    func pair(at file: String, _ line: Int) throws -> ObservedPair {
        try #require(pairs(at: file, line).first, "no pair at \(file):\(line)")
    }

    /// The dark value of the pair's background (`#1c1c1e` at iOS's elevated level), nil when it is not inline.
    func darkBackground(at file: String, _ line: Int) throws -> String? {
        guard case .inline(let c) = try pair(at: file, line).background else { return nil }
        return c.variant(for: .dark)?.color?.hexRGB
    }
}
