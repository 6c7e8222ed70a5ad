import LegibleCore
import LegiblePalette
@testable import LegibleAudit
import LegibleJSON

/// Small palettes built in code: name → (light, dark?) colors.
enum TestPalette {
    static func color(_ s: String) -> Color {
        do { return try ColorParser.parse(s) } catch { fatalError("\(error)") }
    }

    static func make(_ entries: [(String, String, String?)], origin: String = "test") -> Palette {
        var colors: [NamedColor] = []
        for (i, (name, light, dark)) in entries.enumerated() {
            var variants = [
                ColorVariant(
                    appearance: .light, value: .color(color(light)),
                    source: SourceLocation(path: "test.json", line: i + 1))
            ]
            if let dark {
                variants.append(
                    ColorVariant(
                        appearance: .dark, value: .color(color(dark)),
                        source: SourceLocation(path: "test.json", line: 100 + i)))
            }
            colors.append(NamedColor(name: name, origin: origin, variants: variants))
        }
        return Palette(colors: colors)
    }

    static func config(_ json: String) -> AuditConfig {
        switch ConfigParser.parse(try! JSONParser.parse(json), path: "legible.json") {
        case .success(let c): return c
        case .failure(let e): fatalError("\(e.diagnostics)")
        }
    }
}
