import Testing
import LegibleFiles
import LegiblePalette
import LegibleTestSupport
@testable import LegibleAudit
import LegibleJSON

/// `legible.json` `"swift"`: project hex initializers, validated and passed on to the Swift reader.
@Suite struct SwiftConfigTests {
    func errors(_ json: String) -> [String] {
        switch ConfigParser.parse(try! JSONParser.parse(json), path: "legible.json") {
        case .success: return []
        case .failure(let e): return e.diagnostics.map(\.description)
        }
    }

    @Test func hexInitializersParse() {
        let c = TestPalette.config(#"{"swift": {"hexInitializers": ["UIColor(hexString:)", "Color(_:)"]}}"#)
        #expect(c.swift.hexInitializers == ["UIColor(hexString:)", "Color(_:)"])
        #expect(TestPalette.config("{}").swift.hexInitializers.isEmpty)
    }

    @Test func malformedSwiftOptionsAreErrorsWithLines() {
        #expect(
            errors(#"{"swift": {"hexInitializers": ["UIColor(hex)"]}}"#)
                == [
                    "legible.json:1: error: hex initializer 'UIColor(hex)' must be written Type(label:), e.g. UIColor(hexString:) or Color(_:)"
                ])
        #expect(
            errors("{\n\"swift\": {\"hex\": []}}") == [
                "legible.json:2: error: unknown key 'hex' in 'swift'; expected one of: hexInitializers, dynamicColorSnapshot"
            ])
        #expect(errors(#"{"swift": []}"#) == ["legible.json:1: error: 'swift' must be an object, found an array"])
    }

    @Test func theAuditReadsSwiftWithTheConfiguredInitializers() throws {
        let folder = TestPaths.fixture("palettes/swift")
        let config = TestPaths.fixture("palettes/swift/legible-hex.json")
        let result = Audit.run([folder + "/HexColors.swift"], config: SourceFile.readJSON(config))
        #expect(result.diagnostics.contains { $0.message.contains("HexColors.project") } == false)
        // #fedcba over #abcdef: read through the configured initializer and checked.
        #expect(result.contrast.map(\.foreground.name) == ["HexColors.project"])
        let unconfigured = PaletteLoader().load([folder + "/HexColors.swift"])
        #expect(unconfigured.diagnostics.contains { $0.message.contains("HexColors.project") })
    }
}
