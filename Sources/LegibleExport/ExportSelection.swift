import LegibleCore
import LegiblePaletteModel

/// The colors of a palette as one output file can hold them: one color per name, one variant per appearance.
///
/// - Same name, several origins (two catalogs with an `AccentColor`, an Android build flavor over `main`): the
///   first in palette order (name, then origin) is written; each other one is a warning that names its origin.
///   Export one origin at a time to keep both.
/// - Several variants for one appearance (asset-catalog idioms and display gamuts): formats without devices write
///   the generic one (`NamedColor.variant(exactly:)` picks it) and warn about the rest.
/// - Appearances the format has no place for (a theme in Android, high contrast in Android, `legacy` outside Swift
///   and tokens): a warning per variant.
struct ExportSelection {
    struct Entry {
        var color: NamedColor
        /// The variants to write, by appearance, in `Appearance` order.
        var variants: [(appearance: Appearance, variant: ColorVariant)]
    }

    var entries: [Entry] = []
    var warnings: [Diagnostic] = []

    /// `supports` says which appearances the format writes; `keepsDevices` whether idiom/gamut variants coexist.
    init(_ palette: Palette, format: ExportFormat, keepsDevices: Bool = false, supports: (Appearance) -> Bool) {
        var firstOrigin: [String: String] = [:]
        for color in palette.colors {
            if let origin = firstOrigin[color.name] {
                let location = color.variants.first?.source ?? SourceLocation(path: color.origin, line: 0)
                warnings.append(
                    .warning(
                        location,
                        "'\(color.name)' from \(color.origin) is not exported: a color of the same name from \(origin) is; export that origin on its own to keep it"
                    ))
                continue
            }
            firstOrigin[color.name] = color.origin
            var chosen: [(Appearance, ColorVariant)] = []
            for variant in color.variants {
                let appearance = variant.appearance
                guard supports(appearance) else {
                    warnings.append(
                        .warning(
                            variant.source,
                            "'\(color.name)' (\(appearance.label)) is not exported: \(format.rawValue) has no place for this appearance"
                        ))
                    continue
                }
                if !keepsDevices, let first = chosen.first(where: { $0.0 == appearance })?.1 {
                    warnings.append(
                        .warning(
                            variant.source,
                            "'\(color.name)' (\(appearance.label)\(Self.deviceLabel(variant))) is not exported: \(format.rawValue) keeps one variant per appearance, the one at line \(first.source.line)"
                        ))
                    continue
                }
                chosen.append((appearance, variant))
            }
            if !chosen.isEmpty { entries.append(Entry(color: color, variants: chosen)) }
        }
    }

    static func deviceLabel(_ v: ColorVariant) -> String {
        var parts: [String] = []
        if let idiom = v.idiom, idiom != "universal" { parts.append("idiom \(idiom)") }
        if let gamut = v.displayGamut { parts.append("display-gamut \(gamut)") }
        return parts.isEmpty ? "" : ", " + parts.joined(separator: ", ")
    }

    /// The concrete color of a variant: its own, or a system color's resolved value. An unresolved system color is
    /// a warning and nil.
    static func concrete(
        _ variant: ColorVariant, of name: String, format: ExportFormat, into warnings: inout [Diagnostic]
    ) -> Color? {
        switch variant.value {
        case .color(let c):
            return c
        case .system(_, let resolved?):
            return resolved
        case .system(let reference, nil):
            warnings.append(
                .warning(
                    variant.source,
                    "'\(name)' (\(variant.appearance.label)) is not exported: system color '\(reference.name)' has no value Legible knows, and \(format.rawValue) cannot reference it"
                ))
            return nil
        }
    }
}

extension ExportSelection.Entry {
    /// The concrete color of each chosen variant (system colors resolved), warning about unresolved ones.
    func concreteValues(format: ExportFormat, into warnings: inout [Diagnostic]) -> [(
        appearance: Appearance, color: Color, source: SourceLocation
    )] {
        variants.compactMap { appearance, variant in
            ExportSelection.concrete(variant, of: color.name, format: format, into: &warnings).map {
                (appearance, $0, variant.source)
            }
        }
    }
}
