import Foundation
import Testing
import LegibleJSON
import LegibleTestSupport
@testable import LegibleCLI

/// `legible schema NAME` prints the JSON Schema of each JSON output, generated from the declarations the writers
/// render through; every JSON snapshot, a run on every fixture kind, and runs on the corpus apps (skipped without
/// `../shared/corpus`) validate against it (`JSONSchemaSubset`). Before, the shapes were documented by hand (the
/// `JSONReport` comment lacked `backdrop`, `baseBackground`, `displayP3`, `dynamicColorSnapshots`, `*Blocks`) and
/// `legible schema lint` was an error.
@Suite("JSON output schemas")
struct JSONOutputSchemaTests {
    static func schema(_ name: String) throws -> JSONNode {
        let r = CLI.run("schema", name)
        #expect(r.status == 0 && r.stderr.isEmpty, "legible schema \(name): \(r.stderr)")
        return try JSONParser.parse(r.stdout)
    }

    static func validate(
        _ json: String, against name: String, _ what: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let document = try JSONParser.parse(json)
        let errors = JSONSchemaSubset.errors(document, try schema(name))
        #expect(errors.isEmpty, "\(what): \(errors.prefix(8).joined(separator: "\n"))", sourceLocation: sourceLocation)
    }

    /// stdout of a run that wrote its JSON document: exit 0 or 1, or 2 for `palette` (a file with an error is a
    /// diagnostic in the document, and the colors that could be read are still listed).
    static func run(_ args: String..., sourceLocation: SourceLocation = #_sourceLocation) -> String {
        let r = CLI.run(args)
        let written = r.status <= 1 || (args.first == "palette" && r.status == 2 && !r.stdout.isEmpty)
        #expect(
            written, "legible \(args.joined(separator: " ")) exited \(r.status): \(r.stderr)",
            sourceLocation: sourceLocation)
        return r.stdout
    }

    static func fixture(_ relative: String) -> String { TestPaths.fixture(relative) }

    @Test("every output name prints a draft 2020-12 schema with a urn $id; unknown names are usage errors")
    func names() throws {
        for name in ["lint", "pairs", "compare", "check", "simulate", "palette"] {
            let s = try Self.schema(name)
            #expect(s["$schema"]?.string == "https://json-schema.org/draft/2020-12/schema")
            #expect(s["$id"]?.string == "urn:legible:schema:\(name):1")
        }
        let unknown = CLI.run("schema", "lnt")
        #expect(
            unknown.status == 2
                && unknown.stderr.contains(
                    "unknown output 'lnt'; expected one of: lint, pairs, compare, check, simulate, palette")
        )
        #expect(
            try JSONParser.parse(CLI.run("schema").stdout)["$schema"]?.string
                == "http://json-schema.org/draft-07/schema#")
    }

    @Test("the validator rejects what the schema does not allow")
    func validatorCanFail() throws {
        let snapshot = try String(
            contentsOf: Snapshot.directory.appendingPathComponent("simulate-deutan.json"), encoding: .utf8)
        let schema = try Self.schema("simulate")
        #expect(JSONSchemaSubset.errors(try JSONParser.parse(snapshot), schema).isEmpty)
        let extraKey = snapshot.replacingOccurrences(
            of: "\"kind\": \"simulate\"", with: "\"kind\": \"simulate\", \"extra\": 1")
        #expect(JSONSchemaSubset.errors(try JSONParser.parse(extraKey), schema) == ["/extra: key not in the schema"])
        let wrongType = snapshot.replacingOccurrences(of: "\"schemaVersion\": 1", with: "\"schemaVersion\": \"1\"")
        #expect(
            JSONSchemaSubset.errors(try JSONParser.parse(wrongType), schema) == ["/schemaVersion: \"1\", expected 1"])
        let lint = try Self.schema("lint")
        let badStatus = try String(
            contentsOf: Snapshot.directory.appendingPathComponent("lint-ios13.json"), encoding: .utf8
        )
        .replacingOccurrences(of: "\"status\": \"fail\"", with: "\"status\": \"failed\"")
        #expect(
            JSONSchemaSubset.errors(try JSONParser.parse(badStatus), lint).first?.hasSuffix(
                "\"failed\" is not one of \"pass\", \"fail\", \"warn\", \"review\", \"baselined\"") == true)
    }

    @Test(
        "every JSON snapshot validates",
        arguments: [
            ("lint-ios13.json", "lint"), ("compare-ios13.json", "compare"), ("check-white-on-0078d7.json", "check"),
            ("simulate-deutan.json", "simulate"),
        ])
    func snapshots(file: String, output: String) throws {
        let text = try String(contentsOf: Snapshot.directory.appendingPathComponent(file), encoding: .utf8)
        try Self.validate(text, against: output, file)
    }

    @Test("runs on the fixtures validate: every output, every kind of input")
    func fixtureRuns() throws {
        let ios = (Self.fixture("ios13/SystemColors.xcassets"), Self.fixture("ios13/legible.json"))
        try Self.validate(
            Self.run("lint", ios.0, "--config", ios.1, "--format", "json", "--strict"), against: "lint", "lint ios13")
        try Self.validate(Self.run("lint", ios.0, "--format", "json"), against: "lint", "lint ios13 zero-config")
        try Self.validate(
            Self.run("lint", Self.fixture("app"), "--format", "json"), against: "lint", "lint app (observed pairs)")
        try Self.validate(
            Self.run("lint", Self.fixture("swift-snapshots"), "--format", "json"), against: "lint",
            "lint swift-snapshots")
        try Self.validate(
            Self.run("compare", ios.0, "--config", ios.1, "--format", "json"), against: "compare", "compare ios13")
        try Self.validate(
            Self.run("compare", Self.fixture("app"), "--format", "json"), against: "compare", "compare app")
        try Self.validate(Self.run("pairs", Self.fixture("app"), "--format", "json"), against: "pairs", "pairs app")
        for folder in [
            "palettes/android", "palettes/css", "palettes/swift", "palettes/tokens", "palettes/xcassets", "ios13",
        ] {
            try Self.validate(
                Self.run("palette", Self.fixture(folder), "--format", "json"), against: "palette", "palette \(folder)")
        }
        try Self.validate(Self.run("check", "#3c3c4399", "#f2f2f7", "--format", "json"), against: "check", "check")
        try Self.validate(
            Self.run("check", "oklch(0.5 0.4 150)", "white", "--format", "json"), against: "check", "check P3")
        try Self.validate(
            Self.run("check", "light-dark(#000, #fff)", "light-dark(#fff, #000)", "--format", "json"), against: "check",
            "check light-dark")
        for d in ["protan", "tritan", "achromatopsia"] {
            try Self.validate(
                Self.run("simulate", "#ff0000", "#00aa00", "--deficiency", d, "--format", "json"), against: "simulate",
                "simulate \(d)")
        }
    }

    @Test(
        "runs on the corpus apps validate", .enabled(if: TestPaths.corpusAvailable, "needs ../shared/corpus"),
        arguments: [
            "mastodon__mastodon-ios", "wikimedia__apps-android-wikipedia", "Ranchero-Software__NetNewsWire",
            "element-hq__compound-design-tokens",
        ])
    func corpusRuns(app: String) throws {
        let path = TestPaths.corpus(app)
        try Self.validate(Self.run("lint", path, "--format", "json"), against: "lint", "lint \(app)")
        try Self.validate(Self.run("palette", path, "--format", "json"), against: "palette", "palette \(app)")
        let pairs = CLI.run("pairs", path, "--format", "json")
        if pairs.status <= 1 { try Self.validate(pairs.stdout, against: "pairs", "pairs \(app)") }
    }
}
