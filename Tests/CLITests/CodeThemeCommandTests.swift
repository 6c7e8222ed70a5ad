import Foundation
import Testing
@testable import LegibleCLI

/// A pair that exists only in a theme the app picks in code is checked by the commands, not dropped (issue 29):
/// `Fixtures/android-themes/callbacks-java` picks paper, ink or slate from a preference map in its `Application`'s
/// lifecycle callbacks; only slate puts gray text on gray.
@Suite("Themes picked in code: every command checks them")
struct CodeThemeCommandTests {
    static let app = "Fixtures/android-themes/callbacks-java"
    static let slate = "theme:Theme.Ledger.Slate"

    @Test func lintFailsOnAPairOnlyAThemePickedInCodeShows() {
        let r = CLI.run("lint", Self.app, "--format", "json")
        #expect(r.status == 1, "\(r.stdout)\n\(r.stderr)")
        let doc = try? JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any]
        #expect((doc?["appearances"] as? [String])?.contains(Self.slate) == true)
        let results = doc?["contrast"] as? [[String: Any]] ?? []
        let failing = results.filter { ($0["passed"] as? Bool) == false }
        #expect(failing.map { $0["appearance"] as? String } == [Self.slate], "\(failing)")
    }

    @Test func pairsListsTheThemePickedInCode() {
        let r = CLI.run("pairs", Self.app, "--format", "json")
        #expect(r.status == 0, "\(r.stderr)")
        let doc = try? JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any]
        let pairs = doc?["pairs"] as? [[String: Any]] ?? []
        let accounts = pairs.filter { "\($0["sites"] ?? "")".contains("accounts_title") }
        let appearances = Set(accounts.flatMap { $0["appearances"] as? [String] ?? [] })
        #expect(appearances.contains(Self.slate), "\(appearances)")
        #expect(accounts.allSatisfy { $0["needsReview"] as? Bool == false }, "\(accounts)")
    }
}
