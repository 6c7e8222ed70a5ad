import Foundation
import Testing
import LegibleTestSupport
import LegibleUsage

/// The README's table of "needs review" reasons is `ReviewReason.Kind`, row for row: every reason a report can print
/// is documented with the same label and the same advice the reports give, and the table lists no reason that does
/// not exist.
@Suite("README needs-review reasons")
struct ReadmeReviewReasonsTests {
    /// Rows `| label | what it means | what to do |` of the table under "#### Needs review: every reason".
    static func rows() throws -> [String: (meaning: String, advice: String)] {
        let readme = try String(
            contentsOf: TestPaths.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let heading = try #require(readme.range(of: "#### Needs review: every reason"))
        var out: [String: (String, String)] = [:]
        var inTable = false
        for line in readme[heading.upperBound...].split(separator: "\n", omittingEmptySubsequences: false) {
            guard line.hasPrefix("|") else {
                if inTable { break }
                continue
            }
            inTable = true
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast().map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            guard cells.count == 3, !cells[0].hasPrefix("-"), cells[0] != "Reason" else { continue }
            out[cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))] = (cells[1], cells[2])
        }
        return out
    }

    @Test("every reason is in the README with the advice the reports print")
    func tableMatchesTheModel() throws {
        let rows = try Self.rows()
        #expect(Set(rows.keys) == Set(ReviewReason.Kind.allCases.map(\.label)))
        for kind in ReviewReason.Kind.allCases {
            let row = try #require(rows[kind.label], "\(kind.label) is not in the README's table")
            #expect(row.advice == kind.advice, "\(kind.label): README says \(row.advice)")
            #expect(!row.meaning.isEmpty)
        }
    }
}
