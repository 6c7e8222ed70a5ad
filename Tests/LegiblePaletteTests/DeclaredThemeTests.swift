import Foundation
import LegibleCore
import Testing
import LegibleTestSupport
@testable import LegiblePalette

/// App themes the CSS and token readers take from what `legible export` writes: `[data-theme="NAME"]` selectors
/// and a token file's `$extensions.legible.appearance`.
@Suite("app themes in CSS and tokens")
struct DeclaredThemeTests {
    static func write(_ files: [String: String]) throws -> String { TemporaryTree.write(files, prefix: "themes") }

    @Test(
        "[data-theme=\"sepia\"] is theme:sepia; var() resolves in it; undeclared falls back to light; dark words stay dark"
    )
    func cssThemes() throws {
        let folder = try Self.write([
            "t.css": """
            :root { --bg: #ffffff; --link: var(--accent); --accent: #0000ff; --same: #101010; }
            [data-theme="sepia"] { --bg: #f4ecd8; --accent: #8b4513; --same: #101010; }
            [data-theme=dark] { --bg: #000000; }
            [class*="x-theme-"] { --other: #123456; }
            @media (prefers-color-scheme: dark) { [data-theme='sepia'] { --bg: #222222; } }
            """
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let palette = CSSReader.read(files: [folder + "/t.css"])
        let sepia = Appearance.theme("sepia")
        let bg = try #require(palette.color(named: "--bg"))
        #expect(bg.variant(exactly: sepia)?.color?.hexRGB == "#f4ecd8")
        #expect(bg.variant(exactly: .dark)?.color?.hexRGB == "#000000")
        #expect(palette.color(named: "--link")?.variant(exactly: sepia)?.color?.hexRGB == "#8b4513")
        #expect(palette.color(named: "--same")?.variant(exactly: sepia) == nil, "equal to light: no variant of its own")
        #expect(palette.color(named: "--other")?.appearances == [.light], "*= is not an exact theme match")
        #expect(
            palette.diagnostics.map(\.message) == [
                "--bg: an app theme selector inside a media query or conditional import is not modelled; not checked"
            ])
        #expect(palette.diagnostics.first?.location.line == 5)
    }

    @Test("a token file's declared appearance wins over its name; isDark for themes; --theme wins over both")
    func tokenDeclarations() throws {
        func file(_ declaration: String, _ hex: String) -> String {
            #"{ "$extensions": { "legible": \#(declaration) }, "bg": { "$type": "color", "$value": "\#(hex)" } }"#
        }
        let folder = try Self.write([
            "light.json": file(#"{"appearance": "light"}"#, "#ffffff"),
            "dark-ish.json": file(#"{"appearance": "theme:midnight", "isDark": true}"#, "#000033"),
            "x.json": file(#"{"appearance": "legacy"}"#, "#f7f7f7"),
            "y.json": file(#"{"appearance": "dark"}"#, "#000000"),
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let palette = PaletteLoader().load([folder])
        #expect(palette.diagnostics.isEmpty, "\(palette.diagnostics)")
        let bg = try #require(palette.color(named: "bg"))
        #expect(bg.origin == folder + "/*")
        #expect(bg.appearances.map(\.rawValue) == ["light", "dark", "legacy", "theme:midnight"])
        #expect(bg.variant(exactly: .theme("midnight"))?.appearance.isDark == true)
        #expect(bg.variant(exactly: .legacy)?.color?.hexRGB == "#f7f7f7")
        let forced = PaletteLoader(tokenThemes: [folder + "/y.json": .lightHighContrast]).load([folder])
        #expect(forced.color(named: "bg")?.variant(exactly: .lightHighContrast)?.color?.hexRGB == "#000000")
    }
}
