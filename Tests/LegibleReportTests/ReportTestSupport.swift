import Foundation
import LegibleCore
import LegiblePalette
@testable import LegibleAudit
@testable import LegibleReport
import LegibleJSON

/// Small audits built in code: a palette of (name, light, dark?) colors and a legible.json text.
enum Fixture {
    static func color(_ s: String) -> Color {
        do { return try ColorParser.parse(s) } catch { fatalError("\(error)") }
    }

    static func palette(
        _ entries: [(String, String, String?)], path: String = "Colors/palette.json", origin: String = "Colors"
    ) -> Palette {
        var colors: [NamedColor] = []
        // lines follow the names' sorted order, so a reversed list describes the same files
        let order = entries.map(\.0).sorted()
        for (name, light, dark) in entries {
            let i = order.firstIndex(of: name)!
            var variants = [
                ColorVariant(
                    appearance: .light, value: .color(color(light)), source: SourceLocation(path: path, line: 2 * i + 2)
                )
            ]
            if let dark {
                variants.append(
                    ColorVariant(
                        appearance: .dark, value: .color(color(dark)),
                        source: SourceLocation(path: path, line: 2 * i + 3)))
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

    /// Text, secondary text (translucent), white on a blue that is 4.4989:1 (fails AA, shown 4.49), status colors.
    static let entries: [(String, String, String?)] = [
        ("text", "#000000", "#ffffff"),
        ("secondaryText", "#3c3c4399", "#ebebf599"),
        ("buttonText", "#ffffff", "#ffffff"),
        ("background", "#ffffff", "#000000"),
        ("buttonBackground", "#0078d7", "#0a84ff"),
        ("red", "#ff3b30", "#ff453a"),
        ("orange", "#ff9500", "#ff9f0a"),
    ]

    static let configJSON = """
        {
          "contrast": [
            {"foreground": ["text", "secondaryText"], "background": "background"},
            {"foreground": "buttonText", "background": "buttonBackground"},
            {"foreground": "secondaryText", "background": "background", "level": "AAA", "text": "large", "severity": "warning"}
          ],
          "distinguishable": [{"colors": ["red", "orange"], "deficiencies": ["deutan"]}],
          "nearDuplicate": true
        }
        """

    static func result(_ entries: [(String, String, String?)] = entries, config: String = configJSON) -> AuditResult {
        Auditor(palette: palette(entries), config: self.config(config)).run()
    }

    /// Every format, in `ReportFormat` order.
    static func renderAll(_ result: AuditResult, options: ReportOptions = ReportOptions()) -> [ReportFormat: String] {
        Dictionary(
            uniqueKeysWithValues: ReportFormat.allCases.map {
                ($0, LegibleReport.render(result, as: $0, options: options))
            })
    }

    static func json(_ text: String) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(text.utf8)) as! [String: Any]
    }
}
