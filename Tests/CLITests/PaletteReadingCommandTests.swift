import Foundation
import Testing
import LegibleTestSupport

/// Every command that reads a palette reads it as `lint` does (`PaletteRun`, `PaletteReading`): legible.json's
/// `"swift"` reader options apply to `legible palette`, `export` and `pairs` too. Before, `palette` took no
/// `--config`, so a color written through a configured hex initializer was missing from its list.
@Suite("Palette reading, the same in every command")
struct PaletteReadingCommandTests {
    static let swiftFile = TestPaths.fixture("palettes/swift/HexColors.swift")
    static let config = TestPaths.fixture("palettes/swift/legible-hex.json")

    @Test("palette --config reads the configured hex initializer, as lint does")
    func paletteHonorsConfig() {
        let project = "\"name\": \"HexColors.project\""
        let plain = CLI.run("palette", Self.swiftFile, "--format", "json")
        #expect(!plain.stdout.contains(project)) // UIColor(brandHex:) is no initializer Legible knows by itself
        let unreadable = CLI.run("palette", Self.swiftFile, "--format", "json", "--config", "/dev/null/none.json")
        #expect(unreadable.status == 2) // an unreadable config is an input error, as in lint
        let configured = CLI.run("palette", Self.swiftFile, "--format", "json", "--config", Self.config)
        #expect(configured.stdout.contains(project))
        #expect(configured.stdout.contains("\"hex\": \"#fedcbaff\""))
        let lint = CLI.run("lint", Self.swiftFile, "--config", Self.config, "--format", "json")
        #expect(lint.stdout.contains(project))
    }

    @Test("export and pairs accept the same palette options")
    func sameOptions() {
        for command in ["palette", "export", "pairs"] {
            let help = CLI.run(command, "--help").stdout
            for option in ["--config", "--theme", "--theme-family"] {
                #expect(help.contains(option), "\(command) --help lacks \(option)")
            }
        }
    }
}
