import Foundation
import LegibleCore
import LegibleExport
import LegiblePalette
import Testing

/// Every fixture palette, exported in every format the readers read back, then read through `PaletteLoader`:
/// the same colors under the documented names, the same value in every appearance the format holds (exactly for
/// the float formats, within 1/255 for Android), and a warning for everything not written. Swift is also checked
/// against an expected file (`SwiftWriterTests`), and read back by the Swift reader (`swiftRoundTrip`).
@Suite("export round trip")
struct RoundTripTests {
    static let formats: [ExportFormat] = [.xcassets, .tokens, .css, .android]

    /// The appearances each format writes (its others are warnings, checked in `ExportWarningTests`).
    static func appearances(_ format: ExportFormat) -> [Appearance] {
        format == .android ? [.light, .dark] : Appearance.allCases
    }

    /// The documented name mapping, written out independently of the writers.
    static func expectedName(_ name: String, _ format: ExportFormat) -> String {
        func replacing(_ s: String, keep: (Unicode.Scalar) -> Bool, with r: Character) -> String {
            String(s.unicodeScalars.map { keep($0) ? Character($0) : r })
        }
        let asciiWord: (Unicode.Scalar) -> Bool = {
            ($0 >= "a" && $0 <= "z") || ($0 >= "A" && $0 <= "Z") || ($0 >= "0" && $0 <= "9") || $0 == "_"
        }
        switch format {
        case .xcassets: return name
        case .tokens: return name.replacingOccurrences(of: "/", with: ".")
        case .css:
            let body = name.hasPrefix("--") ? String(name.dropFirst(2)) : name
            return "--" + replacing(body, keep: { asciiWord($0) || $0 == "-" || !$0.isASCII }, with: "-")
        case .android:
            let mangled = replacing(name, keep: asciiWord, with: "_")
            return mangled.first?.isNumber == true ? "c_" + mangled : mangled
        case .swift: return name
        }
    }

    @Test("fixture palettes round-trip", arguments: formats)
    func roundTrip(format: ExportFormat) throws {
        #expect(ExportFixtures.palettes.count >= 40, "fixture palettes found: \(ExportFixtures.palettes.count)")
        var checkedValues = 0
        for (label, palette) in ExportFixtures.palettes {
            let (export, back) = try ExportFixtures.roundTrip(palette, format)
            #expect(
                !back.hasErrors,
                "\(label) → \(format): reading back: \(back.diagnostics.filter { $0.severity == .error })")
            #expect(
                Set(back.colors.map(\.name)) == Set(export.names.values),
                "\(label) → \(format): colors read back differ from colors written")
            for color in palette.colors {
                guard let written = export.names[color.name] else {
                    #expect(
                        export.warnings.contains { $0.message.contains("'\(color.name)'") },
                        "\(label) → \(format): '\(color.name)' neither written nor warned about")
                    continue
                }
                let expected = Self.expectedName(color.name, format)
                if written != expected && written != expected + ".$root" {
                    #expect(
                        export.warnings.contains { $0.message.hasPrefix("'\(color.name)' is written as \(written)") },
                        "\(label) → \(format): '\(color.name)' written as \(written), expected \(expected)")
                }
                let readBack = try #require(
                    back.color(named: written), "\(label) → \(format): \(written) not read back")
                for appearance in Self.appearances(format) {
                    guard let source = color.variant(for: appearance) else {
                        #expect(
                            readBack.variant(for: appearance) == nil,
                            "\(label) → \(format): \(written) gained a \(appearance) value")
                        continue
                    }
                    if source.color == nil && !Self.keepsReference(source.value, format) {
                        #expect(
                            export.warnings.contains {
                                $0.message.contains("'\(color.name)' (\(source.appearance.label))")
                            })
                        continue
                    }
                    let problem = Self.compare(
                        source: source.value, back: readBack.variant(for: appearance)?.value, format: format)
                    #expect(problem == nil, "\(label) → \(format): \(color.name) in \(appearance): \(problem ?? "")")
                    checkedValues += 1
                }
            }
        }
        #expect(checkedValues >= 3000, "values compared: \(checkedValues)")
    }

    /// Swift: the writer's type (`LegiblePalette`) with one member per color, read back by the Swift reader as
    /// `LegiblePalette.<member>`; values exactly, in the four platform appearances.
    @Test("fixture palettes round-trip through Swift source")
    func swiftRoundTrip() throws {
        var checkedValues = 0
        for (label, palette) in ExportFixtures.palettes {
            let (export, back) = try ExportFixtures.roundTrip(palette, .swift)
            #expect(
                !back.hasErrors, "\(label) → swift: reading back: \(back.diagnostics.filter { $0.severity == .error })")
            #expect(
                back.colors.count == export.names.count,
                "\(label) → swift: \(back.colors.count) colors read back, \(export.names.count) written")
            for color in palette.colors {
                guard let written = export.names[color.name] else { continue }
                let readBack = try #require(
                    back.color(named: "LegiblePalette." + written), "\(label) → swift: \(written) not read back")
                for appearance in Appearance.allCases {
                    guard let source = color.variant(for: appearance), source.color != nil else { continue }
                    let problem = Self.compare(
                        source: source.value, back: readBack.variant(for: appearance)?.value, format: .swift)
                    #expect(problem == nil, "\(label) → swift: \(color.name) in \(appearance): \(problem ?? "")")
                    checkedValues += 1
                }
            }
        }
        #expect(checkedValues >= 3000, "values compared: \(checkedValues)")
    }

    /// Whether `format` writes this system color as a reference: Apple's in asset catalogs, Android's in Android.
    static func keepsReference(_ value: ColorValue, _ format: ExportFormat) -> Bool {
        guard case .system(let reference, _) = value else { return false }
        return format == .xcassets
            ? reference.platform != "android" : (format == .android && reference.platform == "android")
    }

    /// Themes (a light-based and a dark-based one, a name CSS must quote and escape) and a legacy value, with
    /// colors that do and do not define them.
    static let themed = Palette(colors: [
        TestPalettes.color(
            "bg",
            [
                (.light, TestPalettes.rgb(1, 1, 1)), (.dark, TestPalettes.rgb(0, 0, 0)),
                (.theme("sepia"), TestPalettes.rgb(0.95, 0.92, 0.85)),
                (.theme("midnight", isDark: true), TestPalettes.rgb(0, 0, 0.2)),
                (.legacy, TestPalettes.rgb(0.97, 0.97, 0.97)),
            ]),
        TestPalettes.color(
            "text",
            [
                (.light, TestPalettes.rgb(0.1, 0.1, 0.1)), (.dark, TestPalettes.rgb(0.9, 0.9, 0.9)),
                (.theme("Big \"x\" / 2"), TestPalettes.rgb(0.2, 0.1, 0)),
            ]),
        TestPalettes.color("link", [(.light, TestPalettes.rgb(0, 0, 1))]),
    ])

    @Test(
        "themes and legacy round-trip where the format holds them",
        arguments: [(ExportFormat.css, false), (.tokens, true)])
    func themes(format: ExportFormat, keepsLegacy: Bool) throws {
        let (export, back) = try ExportFixtures.roundTrip(Self.themed, format)
        #expect(!back.hasErrors && back.diagnostics.isEmpty, "\(back.diagnostics)")
        let themes = Self.themed.appearances.filter(\.isTheme)
        #expect(themes.count == 3)
        #expect(Set(back.appearances.filter(\.isTheme)) == Set(themes))
        for color in Self.themed.colors {
            let written = try #require(export.names[color.name])
            let readBack = try #require(back.color(named: written))
            for appearance in themes + (keepsLegacy ? [.legacy] : []) {
                let source = try #require(color.variant(for: appearance))
                #expect(
                    Self.compare(source: source.value, back: readBack.variant(for: appearance)?.value, format: format)
                        == nil, "\(color.name) in \(appearance)")
            }
        }
        let midnight = try #require(back.appearances.first { $0.themeName == "midnight" })
        #expect(midnight.isDark == (format == .tokens), "tokens keep a theme's dark base; CSS has no way to say it")
        #expect(
            export.warnings.map(\.message)
                == (keepsLegacy
                    ? [] : ["'bg' (legacy (before iOS 13)) is not exported: css has no place for this appearance"]))
    }

    /// nil when `back` holds what `format` keeps of `source`, else what differs.
    static func compare(source: ColorValue, back: ColorValue?, format: ExportFormat) -> String? {
        guard let back else { return "no value read back" }
        if keepsReference(source, format) { return back == source ? nil : "system color read back as \(back)" }
        guard
            let original = (ColorVariant(appearance: .light, value: source, source: SourceLocation(path: "", line: 0)))
                .color
        else {
            return "source has no value"
        }
        guard case .color(let got) = back else { return "read back \(back), expected a color" }
        let kept = format.keptColor(original)
        if format == .android {
            let a = original.srgb.clipped, b = got.srgb
            let channels = [(a.r, b.r), (a.g, b.g), (a.b, b.b), (original.alpha, got.alpha)]
            return channels.allSatisfy { abs($0.0 - $0.1) <= 1.0 / 255 + 1e-12 }
                ? nil : "\(original) read back as \(got): more than 1/255 apart"
        }
        func family(_ s: ColorSpace) -> ColorSpace {
            switch s {
            case .extendedSRGB: .sRGB;
            case .extendedLinearSRGB: .linearSRGB;
            case .extendedGray: .grayGamma22;
            default: s
            }
        }
        let outOfRange = !kept.components.allSatisfy { $0 >= 0 && $0 <= 1 }
        if format == .tokens && outOfRange {
            // Written as xyz-d65 (DTCG srgb is 0…1): converted twice, equal to rounding.
            let d =
                zip(kept.converted(to: .extendedSRGB).components, got.converted(to: .extendedSRGB).components).map {
                    abs($0 - $1)
                }.max() ?? 0
            return d < 1e-9 && kept.alpha == got.alpha ? nil : "\(kept) read back as \(got) (off by \(d))"
        }
        guard family(kept.space) == family(got.space) else { return "space \(kept.space) read back as \(got.space)" }
        return kept.components == got.components && kept.alpha == got.alpha ? nil : "\(kept) read back as \(got)"
    }
}
