import LegibleCore
import LegiblePalette
import LegibleJSON

/// The `palette` command's JSON document:
/// `{"schemaVersion": 1, "kind": "palette", "colors": [{"name", "origin", "variants": […]}], "diagnostics": […]}`.
public enum PaletteJSON {
    public static func render(_ palette: Palette) -> JSONValue {
        .object(LegibleReport.header(kind: "palette") + [
            ("colors", .array(palette.colors.map(color))),
            ("diagnostics", .array(palette.diagnostics.map(diagnostic))),
        ])
    }

    static func color(_ c: NamedColor) -> JSONValue {
        var members: [(String, JSONValue)] = [("name", .string(c.name)), ("origin", .string(c.origin))]
        if let alias = c.aliasOf { members.append(("aliasOf", .string(alias))) }
        members.append(("variants", .array(c.variants.sorted(by: variantOrder).map(variant))))
        return .object(members)
    }

    static func variant(_ v: ColorVariant) -> JSONValue {
        var members: [(String, JSONValue)] = [("appearance", .string(v.appearance.rawValue))]
        if let color = v.color {
            members += [
                ("hex", .string(color.hexRGBA)),
                ("colorSpace", .string(color.space.rawValue)),
                ("components", .array(color.components.map { .number($0) })),
                ("alpha", .number(color.alpha)),
            ]
        } else {
            members += [("hex", .null), ("colorSpace", .null), ("components", .array([])), ("alpha", .null)]
        }
        if case .system(let reference, _) = v.value {
            members.append(("reference", .object([("platform", reference.platform.map { .string($0) } ?? .null), ("name", .string(reference.name))])))
        }
        if let idiom = v.idiom { members.append(("idiom", .string(idiom))) }
        if let gamut = v.displayGamut { members.append(("displayGamut", .string(gamut))) }
        members.append(("source", source(v.source)))
        return .object(members)
    }

    static func source(_ s: SourceLocation) -> JSONValue {
        var members: [(String, JSONValue)] = [("path", .string(s.path)), ("line", .integer(s.line))]
        if let column = s.column { members.append(("column", .integer(column))) }
        if let keyPath = s.keyPath { members.append(("keyPath", .string(keyPath))) }
        return .object(members)
    }

    static func diagnostic(_ d: Diagnostic) -> JSONValue {
        .object([("severity", .string(d.severity.rawValue)), ("path", .string(d.location.path)), ("line", .integer(d.location.line)), ("message", .string(d.message))])
    }
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
