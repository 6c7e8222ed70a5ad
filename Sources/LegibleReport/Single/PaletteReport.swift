import LegibleCore
import LegiblePalette
import LegibleJSON

/// The `palette` command's JSON document, rendered from the declarations below (`legible schema palette` prints
/// their JSON Schema): every color with its variants, then the diagnostics.
public enum PaletteJSON {
    public static func render(_ palette: Palette) -> JSONValue {
        document.render(palette)
    }

    static let document = JSONShape<Palette>(
        "legible palette --format json",
        LegibleReport.header(kind: "palette") + [
            .array("colors", colorShape) { $0.colors },
            .array("diagnostics", JSONReport.diagnostic) { $0.diagnostics },
        ])

    static let colorShape = JSONShape<NamedColor>([
        .string("name") { $0.name }, .string("origin") { $0.origin },
        .optional("aliasOf", .string) { $0.aliasOf.map { .string($0) } },
        .array("variants", variantShape) { $0.variants.sorted(by: variantOrder) },
    ])

    /// `hex` (sRGB, clipped), `colorSpace`, `components` (unclipped) and `alpha`: null and empty when the variant is a
    /// reference that did not resolve.
    static let variantShape = JSONShape<ColorVariant>([
        .string("appearance") { $0.appearance.rawValue },
        .string("hex") { $0.color?.hexRGBA },
        .string("colorSpace") { $0.color?.space.rawValue },
        .value("components", .array(.number)) { .array(($0.color?.components ?? []).map { .number($0) }) },
        .value("alpha", JSONSchema.number.orNull) { $0.color.map { .number($0.alpha) } ?? .null },
        .optional("reference", systemReference.schema) { v in
            if case .system(let reference, _) = v.value { return systemReference.render(reference) }
            return nil
        },
        .optional("idiom", .string) { $0.idiom.map { .string($0) } },
        .optional("displayGamut", .string) { $0.displayGamut.map { .string($0) } },
        .object("source", sourceShape) { $0.source },
    ])

    static let systemReference = JSONShape<SystemColorReference>([
        .string("platform") { $0.platform }, .string("name") { $0.name },
    ])

    static let sourceShape = JSONShape<SourceLocation>([
        .string("path") { $0.path }, .integer("line") { $0.line },
        .optional("column", .integer) { $0.column.map { .integer($0) } },
        .optional("keyPath", .string) { $0.keyPath.map { .string($0) } },
    ])
}

/// Variants in appearance order, then idiom, then source.
func variantOrder(_ a: ColorVariant, _ b: ColorVariant) -> Bool {
    (a.appearance, a.idiom ?? "", a.source) < (b.appearance, b.idiom ?? "", b.source)
}

/// The `palette` command's text listing.
public enum PaletteText {
    public static func render(_ palette: Palette) -> String {
        var out = ""
        for color in palette.colors {
            let alias = color.aliasOf.map { " → \($0)" } ?? ""
            out += Terminal.sanitize("\(color.name)\(alias)    \(color.origin)") + "\n"
            for v in color.variants.sorted(by: variantOrder) {
                let appearance = v.appearance.label.padding(to: 21)
                var value: String
                if let c = v.color {
                    value = c.hexRGBA + "  " + c.space.rawValue.padding(to: 14)
                } else {
                    value = "(unresolved)".padding(to: 25)
                }
                if case .system(let reference, _) = v.value { value += " = \(reference.name)" }
                out += Terminal.sanitize("  \(appearance)\(value)  \(v.source)") + "\n"
            }
        }
        let variants = palette.variantCount
        let errors = palette.diagnostics.filter { $0.severity == .error }.count
        let warnings = palette.diagnostics.count - errors
        out += "\(palette.colors.count) colors, \(variants) variants, \(errors) errors, \(warnings) warnings\n"
        return out
    }
}
