import Testing
import LegiblePalette
@testable import LegibleAudit
import LegibleJSON

@Suite("legible.json")
struct ConfigParserTests {
    func errors(_ json: String) -> [String] {
        let root: JSONNode
        do { root = try JSONParser.parse(json) } catch { return ["syntax: \(error)"] }
        switch ConfigParser.parse(root, path: "legible.json") {
        case .success: return []
        case .failure(let e): return e.diagnostics.map(\.description)
        }
    }

    @Test("a full config parses into rules")
    func parses() {
        let c = TestPalette.config(
            """
            {"appearances": ["light", "dark"], "ignore": ["legacy*"],
             "contrast": [{"foreground": ["label", "*Text"], "background": "background", "level": "AAA", "text": "large", "severity": "warning"},
                          {"foreground": "icon", "background": "bg", "algorithm": "apca", "minimumLc": 45, "over": "#ffffff"}],
             "distinguishable": [{"colors": ["red", "green"], "deficiencies": ["deutan"], "minimumDeltaE": 12}],
             "nearDuplicate": {"threshold": 2}}
            """)
        #expect(c.appearances == [.light, .dark])
        #expect(c.isIgnored("legacyBlue") && !c.isIgnored("blue"))
        #expect(c.contrast.count == 2)
        #expect(
            c.contrast[0].wcagLevel == .aaaLarge && c.contrast[0].required == 4.5 && c.contrast[0].severity == .warning)
        #expect(c.contrast[0].ruleID == "wcag2-aaa-large")
        #expect(c.contrast[1].ruleID == "apca-lc" && c.contrast[1].required == 45 && c.contrast[1].over == "#ffffff")
        #expect(c.contrast[1].location == SourceLocation(path: "legible.json", line: 3))
        #expect(c.distinguishable[0].deficiencies == [.deutan] && c.distinguishable[0].minimumDeltaE == 12)
        #expect(c.nearDuplicate?.threshold == 2)
    }

    @Test(
        "wrong keys and values are errors at path:line",
        arguments: [
            (
                "{\n\"contrast\": [\n{\"foreground\": \"a\", \"background\": \"b\", \"levle\": \"AA\"}]}",
                "legible.json:3: error: unknown key 'levle' in a contrast rule; did you mean 'level'? (expected one of: foreground, background, level, text, algorithm, minimumLc, over, severity, optional, description)"
            ),
            // The nearest key leads: a typo of 'text'.
            (
                "{\"contrast\": [{\"foreground\": \"a\", \"background\": \"b\",\n \"txt\": \"large\"}]}",
                "legible.json:2: error: unknown key 'txt' in a contrast rule; did you mean 'text'? (expected one of: foreground, background, level, text, algorithm, minimumLc, over, severity, optional, description)"
            ),
            (
                "{\"contrast\": [{\"foreground\": \"a\", \"background\": \"b\",\n \"level\": \"A\"}]}",
                "legible.json:2: error: unknown level 'A'; expected one of: AA, AAA"
            ),
            (
                "{\"contrast\": [{\"foreground\": \"a\"}]}",
                "legible.json:1: error: a contrast rule needs 'background' (a color name, glob, or array)"
            ),
            (
                "{\n\n\"colours\": []}",
                "legible.json:3: error: unknown key 'colours' in the config; expected one of: $schema, description, appearances, ignore, contrast, distinguishable, nearDuplicate, swift"
            ),
            (
                "{\"appearances\": [\"night\"]}",
                "legible.json:1: error: unknown appearance 'night'; expected one of: light, dark, lightHighContrast, darkHighContrast, legacy, theme:NAME"
            ),
            (
                "{\"contrast\": [{\"foreground\": \"a\", \"background\": \"b\", \"algorithm\": \"apca\"}]}",
                "legible.json:1: error: an apca rule needs 'minimumLc' (e.g. 60 for body text, 75 for fluent reading)"
            ),
            (
                "{\"distinguishable\": [{\"colors\": [\"a\"], \"minimumDeltaE\": -1}]}",
                "legible.json:1: error: 'minimumDeltaE' must be between 0.0 and 100.0, found -1.0"
            ),
            ("[]", "legible.json:1: error: the config must be a JSON object, found an array"),
        ])
    func errorsNameTheLine(json: String, message: String) {
        #expect(errors(json) == [message])
    }

    @Test("a trailing comma in legible.json is named as such, in objects and arrays")
    func trailingComma() {
        for (json, message) in [
            (
                "{\"contrast\": [{\"foreground\": \"a\",\n}]}",
                "trailing comma before '}': JSON allows none, remove the last ',' (line 2, column 1)"
            ),
            (
                "{\"ignore\": [\"a\", ]}",
                "trailing comma before ']': JSON allows none, remove the last ',' (line 1, column 18)"
            ),
        ] {
            #expect(throws: JSONParser.SyntaxError.self) { try JSONParser.parse(json) }
            do { _ = try JSONParser.parse(json) } catch { #expect("\(error)" == "invalid JSON: " + message) }
        }
    }

    @Test("a syntax error in the file names its line")
    func syntax() {
        let result = ConfigParser.parse(try! JSONParser.parse("{}"), path: "x")
        #expect((try? result.get()) != nil)
        #expect(throws: JSONParser.SyntaxError.self) { try JSONParser.parse("{\n\"contrast\": [,]}") }
    }
}

@Suite("Name patterns")
struct NamePatternTests {
    @Test(arguments: [
        ("label", "label", true), ("label", "labels", false), ("*Label", "secondaryLabel", true),
        ("*Label", "label", false),
        ("Colors/*", "Colors/Border/compose.poll", true), ("system?Background", "systemXBackground", true),
        ("*", "", true),
        ("a*b*c", "aXXbYYc", true), ("a*b*c", "aXXbYY", false), ("color.*.100", "color.gray.100", true),
    ])
    func matches(pattern: String, name: String, expected: Bool) {
        #expect(NamePattern(pattern).matches(name) == expected)
    }
}

/// Rule limits and deduplication (issue 15: a config with 10⁶ rules took > 20 s and > 2 GB).
@Suite("Config rule limits")
struct ConfigRuleLimitTests {
    static func config(_ rules: Int, distinct: Int) -> String {
        let body = (0..<rules).map { #"{"foreground": "fg\#($0 % distinct)", "background": "bg"}"# }.joined(
            separator: ",\n")
        return "{\"contrast\": [\n" + body + "\n]}"
    }

    @Test func identicalRulesAreKeptOnce() throws {
        let root = try JSONParser.parse(Self.config(3_000, distinct: 3))
        let config = try ConfigParser.parse(root, path: "legible.json").get()
        #expect(config.contrast.map { $0.foreground.map(\.pattern) } == [["fg0"], ["fg1"], ["fg2"]])
        #expect(config.contrast.map { $0.location?.line } == [2, 3, 4])
    }

    @Test func tooManyRulesIsAnErrorAtTheFirstOneOver() throws {
        let limit = ConfigParser.maximumRules
        let root = try JSONParser.parse(Self.config(limit + 5, distinct: limit + 5))
        guard case .failure(let errors) = ConfigParser.parse(root, path: "legible.json") else {
            Issue.record("a config over the limit was accepted")
            return
        }
        #expect(
            errors.diagnostics.map(\.description)
                == [
                    "legible.json:\(limit + 2): error: more than \(limit) 'contrast' rules; the config is refused (one rule takes arrays and globs of names)"
                ])
    }
}
