import Foundation
import Testing

/// One count set (issue 30): for the same app, `pairs`, `lint` (text, Markdown, JSON, SARIF, JUnit, GitHub),
/// `report` (HTML) and `compare` (text, JSON) print the same pairs, sites, pairs and sites that need review, uses not
/// checked, checks, checks that need review and guessed checks. Before, `lint` said "checked 31 pairs observed in UI
/// files (34 sites)" where `pairs` said "30 distinct pairs at 32 sites; 1 pair at 1 site needs review", and `compare`
/// "31 pairs".
@Suite("one count set across commands and formats")
struct CountsAcrossCommandsTests {
    /// The fixture app: a storyboard, Swift views and an Android layout; one pair needs review, three uses are not
    /// checked, one use is shown in two states.
    static let app = "Fixtures/app"

    struct Counts: Equatable, CustomStringConvertible {
        var pairs: Int, sites: Int, reviewPairs: Int, reviewSites: Int, notChecked: Int
        var description: String {
            "\(pairs) pairs at \(sites) sites, \(reviewPairs)/\(reviewSites) review, \(notChecked) not checked"
        }
    }

    /// The numbers of "UI files: 30 pairs at 32 sites checked, 1 pair at 1 site needs review, 3 uses not checked".
    static func usageLine(_ text: String) throws -> Counts {
        let n = try numbers(
            in: text, after: "UI files: ",
            pattern:
                #"(\d+) pairs? at (\d+) sites? checked, (\d+) pairs? at (\d+) sites? needs? review, (\d+) uses? not checked"#
        )
        return Counts(pairs: n[0], sites: n[1], reviewPairs: n[2], reviewSites: n[3], notChecked: n[4])
    }

    /// The integers a regular expression captures in `text` (lines wrapped at 160 characters joined back).
    static func numbers(in text: String, after prefix: String = "", pattern: String) throws -> [Int] {
        let joined = text.replacingOccurrences(of: #"\n +"#, with: " ", options: .regularExpression)
        let regex = try NSRegularExpression(pattern: NSRegularExpression.escapedPattern(for: prefix) + pattern)
        let match = try #require(
            regex.firstMatch(in: joined, range: NSRange(joined.startIndex..., in: joined)), "\(pattern) in \(joined)")
        return (1..<match.numberOfRanges).map { Int((joined as NSString).substring(with: match.range(at: $0)))! }
    }

    static func usageObject(_ object: Any?) throws -> Counts {
        let u = try #require(object as? [String: Any])
        return Counts(
            pairs: try #require(u["pairs"] as? Int), sites: try #require(u["checked"] as? Int),
            reviewPairs: try #require(u["needsReviewPairs"] as? Int),
            reviewSites: try #require(u["needsReview"] as? Int),
            notChecked: try #require(u["notChecked"] as? Int))
    }

    @Test("every command and format reports the same pairs, sites, review, not checked, checks and guessed")
    func sameCounts() throws {
        // pairs: the scan's own count, as data.
        let pairsJSON = try AppFixture.json(CLI.run("pairs", Self.app, "--format", "json").stdout)
        let expected = try Self.usageObject(pairsJSON["usage"])
        // The fixture's pairs are real counts: a use shown in two states is one site, one pair needs review.
        #expect(expected.pairs > 0 && expected.reviewPairs == 1 && expected.notChecked == 3, "\(expected)")
        #expect((pairsJSON["pairs"] as? [Any])?.count == expected.pairs + expected.reviewPairs)

        let pairsText = CLI.run("pairs", Self.app).stdout
        let p = try Self.numbers(
            in: pairsText,
            pattern:
                #"(\d+) pairs? at (\d+) sites? in \d+ UI files?; (\d+) pairs? at (\d+) sites? needs? review; (\d+) uses? not checked"#
        )
        #expect(Counts(pairs: p[0], sites: p[1], reviewPairs: p[2], reviewSites: p[3], notChecked: p[4]) == expected)

        // lint, JSON: the usage object and the checks.
        let lintJSON = try AppFixture.json(CLI.run("lint", Self.app, "--format", "json").stdout)
        #expect(try Self.usageObject(lintJSON["usage"]) == expected)
        let summary = try #require(lintJSON["summary"] as? [String: Any])
        let checks = try #require(summary["checks"] as? Int), review = try #require(summary["needsReview"] as? Int)
        #expect(checks > 0 && review > 0 && summary["guessed"] as? Int == 0)

        // lint, text: the header and the summary line.
        let text = CLI.run("lint", Self.app).stdout
        let header = try Self.numbers(
            in: text, after: "No legible.json: checked ", pattern: #"(\d+) pairs? at (\d+) sites? observed"#)
        #expect(header == [expected.pairs, expected.sites], "\(text)")
        #expect(try Self.usageLine(text) == expected)
        let checkCounts = try Self.numbers(in: text, pattern: #"\n(\d+) checks?, \d+ failed .*?, (\d+) needs? review"#)
        #expect(checkCounts == [checks, review])

        // lint, Markdown: the headline, the rules note and the usage line.
        let markdown = CLI.run("lint", Self.app, "--format", "markdown").stdout
        #expect(try Self.numbers(in: markdown, pattern: #"of (\d+) checks?, (\d+) needs? review"#) == [checks, review])
        #expect(
            try Self.numbers(in: markdown, after: "checked ", pattern: #"(\d+) pairs? at (\d+) sites? observed"#)
                == [expected.pairs, expected.sites])
        #expect(try Self.usageLine(markdown) == expected)

        // lint, SARIF: the run's counts as data.
        let sarif = try AppFixture.json(CLI.run("lint", Self.app, "--format", "sarif").stdout)
        let run = try #require((sarif["runs"] as? [[String: Any]])?.first)
        let counts = try #require((run["properties"] as? [String: Any])?["counts"] as? [String: Int])
        #expect(
            Counts(
                pairs: counts["pairs"] ?? -1, sites: counts["sites"] ?? -1,
                reviewPairs: counts["needsReviewPairs"] ?? -1,
                reviewSites: counts["needsReviewSites"] ?? -1, notChecked: counts["notChecked"] ?? -1) == expected)
        #expect(counts["checks"] == checks && counts["needsReview"] == review && counts["guessed"] == 0)

        // lint, JUnit and GitHub: the summary line.
        let junit = CLI.run("lint", Self.app, "--format", "junit").stdout
        #expect(junit.contains("<property name=\"legible.summary\""))
        #expect(try Self.usageLine(junit) == expected)
        let github = CLI.run("lint", Self.app, "--format", "github").stdout
        #expect(try Self.usageLine(String(github.split(separator: "\n").last ?? "")) == expected)

        // report: the HTML summary.
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("counts-\(UUID().uuidString).html")
        defer { try? FileManager.default.removeItem(at: file) }
        _ = CLI.run("report", Self.app, "-o", file.path)
        let html = try String(contentsOf: file, encoding: .utf8)
        #expect(try Self.usageLine(html) == expected)
        #expect(
            try Self.numbers(in: html, after: "checked ", pattern: #"(\d+) pairs? at (\d+) sites? observed"#)
                == [expected.pairs, expected.sites])

        // compare: one row per pair, the pair that needs review apart.
        let compare = CLI.run("compare", Self.app).stdout
        #expect(
            try Self.numbers(
                in: compare, pattern: #"\n(\d+) pairs? in \d+ appearances?, .*, (\d+) pairs? needs? review"#)
                == [expected.pairs, expected.reviewPairs], "\(compare)")
        #expect(try Self.usageLine(compare) == expected)
        let compareJSON = try AppFixture.json(CLI.run("compare", Self.app, "--format", "json").stdout)
        let compareSummary = try #require(compareJSON["summary"] as? [String: Any])
        #expect(compareSummary["pairs"] as? Int == expected.pairs)
        #expect(compareSummary["needsReview"] as? Int == expected.reviewPairs)
        #expect(try Self.usageObject(compareJSON["usage"]) == expected)
    }
}
