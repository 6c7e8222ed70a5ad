import Testing
import LegibleCore
import LegiblePalette
@testable import LegibleAudit
import LegibleJSON

/// A config pattern that matches no palette color is a typo until proven otherwise: an error at the rule's line
/// naming the closest palette names, unless the rule says `"optional": true`.
@Suite("Unmatched config patterns")
struct UnmatchedPatternTests {
    static let palette = TestPalette.make([
        ("--text-primary", "#000000", nil), ("--bg-canvas", "#ffffff", nil), ("--bg-subtle", "#f2f2f2", nil),
        ("label", "#111111", nil),
    ])

    @Test("a CSS name without its -- is an error naming the closest palette names")
    func cssNameWithoutDashes() throws {
        let config = TestPalette.config(
            """
            {"contrast": [
              {"foreground": "text-primary", "background": "--bg-canvas"}
            ]}
            """)
        let result = Auditor(palette: Self.palette, config: config).run()
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.count == 1)
        let e = try #require(errors.first)
        #expect(e.location.path == "legible.json" && e.location.line == 2)
        #expect(
            e.message.hasPrefix("foreground 'text-primary' matches no palette color; closest: '--text-primary'"),
            "\(e.message)")
        #expect(result.hasErrors)
    }

    @Test("a typo in a glob names the closest names too")
    func typoInGlob() throws {
        let config = TestPalette.config(#"{"distinguishable": [{"colors": ["--bg-canvs", "--bg-subtle", "lable*"]}]}"#)
        let result = Auditor(palette: Self.palette, config: config).run()
        let messages = result.diagnostics.filter { $0.severity == .error }.map(\.message)
        #expect(messages.count == 2, "\(messages)")
        #expect(
            messages.contains { $0.hasPrefix("colors '--bg-canvs' matches no palette color; closest: '--bg-canvas'") },
            "\(messages)")
        #expect(
            messages.contains { $0.hasPrefix("colors 'lable*' matches no palette color; closest: 'label'") },
            "\(messages)")
    }

    @Test("\"optional\": true turns it off")
    func optionalRule() {
        let config = TestPalette.config(
            #"{"contrast": [{"foreground": ["--text-primary", "--text-secondary"], "background": "--bg-*", "optional": true}]}"#
        )
        let result = Auditor(palette: Self.palette, config: config).run()
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.contrast.count == 2)
    }

    @Test("a pattern that matches only ignored colors is not a typo")
    func ignoredMatch() {
        let config = TestPalette.config(
            #"{"ignore": ["label"], "contrast": [{"foreground": ["--text-primary", "label"], "background": "--bg-canvas"}]}"#
        )
        let result = Auditor(palette: Self.palette, config: config).run()
        #expect(!result.diagnostics.contains { $0.severity == .error }, "\(result.diagnostics)")
    }

    @Test("'optional' must be a boolean")
    func optionalType() {
        let json = try! JSONParser.parse(#"{"contrast": [{"foreground": "a", "background": "b", "optional": "yes"}]}"#)
        guard case .failure(let errors) = ConfigParser.parse(json, path: "legible.json") else {
            Issue.record("expected a config error"); return
        }
        #expect(errors.diagnostics.map(\.message) == ["'optional' must be true or false, found a string"])
    }
}
