import LegibleCore
import LegiblePaletteModel
import LegibleJSON

/// An Xcode asset catalog (Apple, Asset Catalog Format Reference, Named Color Type; LegiblePalette.docc/PaletteFormats.md §1), its files
/// relative to the catalog folder: `Contents.json`, one `Name.colorset/Contents.json` per color, and a group folder
/// with `"provides-namespace": true` for each `/` in a name, so `Scene/Compose/tint` is looked up by that name.
///
/// Each variant is one entry: light → Any, dark → `luminosity: dark`, light high contrast → `contrast: high`, dark
/// high contrast → both. Color spaces are kept (`ExportFormat.keptColor`: LegibleCore's `linear-srgb` is written
/// as `extended-linear-srgb`, the only linear catalog space); components are plain decimal strings, always with a decimal point (a
/// catalog reads `"1"` as 8-bit 1/255), with every digit needed to read back the same Double; `idiom` and `display-gamut` are kept. System colors are written as
/// references (`{"platform": "ios", "reference": "labelColor"}`), the default accent color as an entry without a
/// color; Android framework colors, which a catalog cannot reference, as their resolved value. Themes and
/// `legacy`: warnings.
///
/// Names: each `/`-separated part is a folder name; an empty part becomes `_`, a leading `.` (hidden on disk)
/// becomes `_.`. Names are compared without regard to case (macOS file systems), collisions get `-2`, `-3`.
struct AssetCatalogWriter {
    static let info: JSONValue = .object([("author", .string("legible")), ("version", .integer(1))])

    func write(_ palette: Palette) -> Export {
        let selection = ExportSelection(
            palette, format: .xcassets, keepsDevices: true, supports: { Appearance.allCases.contains($0) })
        var export = Export(warnings: selection.warnings)
        export.files["Contents.json"] = Self.render(.object([("info", Self.info)]))
        var names = UniqueNames(separator: "-", caseInsensitive: true)
        for entry in selection.entries {
            var entries: [JSONValue] = []
            for (appearance, variant) in entry.variants {
                guard let color = colorJSON(variant, name: entry.color.name, into: &export.warnings) else { continue }
                entries.append(
                    Self.entry(appearance: appearance, color: color, idiom: variant.idiom, gamut: variant.displayGamut))
            }
            guard !entries.isEmpty else { continue }
            let name = export.claim(
                Self.catalogName(entry.color.name), for: entry.color.name, in: &names,
                at: entry.variants.first?.variant.source)
            export.names[entry.color.name] = name
            let parts = name.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            for depth in 1..<max(parts.count, 1) {
                let group = parts.prefix(depth).joined(separator: "/")
                export.files[group + "/Contents.json"] = Self.render(
                    .object([
                        ("info", Self.info), ("properties", .object([("provides-namespace", .bool(true))])),
                    ]))
            }
            let folder = name + ".colorset"
            export.files[folder + "/Contents.json"] = Self.render(
                .object([("colors", .array(entries)), ("info", Self.info)]))
        }
        return export
    }

    /// The `color` object of an entry; `.null` stands for "no color key" (the system default accent color).
    func colorJSON(_ variant: ColorVariant, name: String, into warnings: inout [Diagnostic]) -> JSONValue? {
        switch variant.value {
        case .system(let reference, _) where reference == AppleSystemColors.defaultAccentReference:
            return .null
        case .system(let reference, _) where reference.platform != "android":
            var members: [(String, JSONValue)] = []
            if let platform = reference.platform { members.append(("platform", .string(platform))) }
            members.append(("reference", .string(reference.name)))
            return .object(members)
        default:
            guard let c = ExportSelection.concrete(variant, of: name, format: .xcassets, into: &warnings) else {
                return nil
            }
            return Self.components(ExportFormat.xcassets.keptColor(c))
        }
    }

    static func components(_ c: Color) -> JSONValue {
        let keys = c.space.isGray ? ["white"] : ["red", "green", "blue"]
        var members: [(String, JSONValue)] = [("alpha", .string(DecimalText.withPoint(c.alpha)))]
        for (key, value) in zip(keys, c.components) { members.append((key, .string(DecimalText.withPoint(value)))) }
        members.sort { $0.0 < $1.0 }
        return .object([("color-space", .string(c.space.rawValue)), ("components", .object(members))])
    }

    static func entry(appearance: Appearance, color: JSONValue, idiom: String?, gamut: String?) -> JSONValue {
        var appearances: [JSONValue] = []
        if appearance.isDark {
            appearances.append(.object([("appearance", .string("luminosity")), ("value", .string("dark"))]))
        }
        if appearance.isHighContrast {
            appearances.append(.object([("appearance", .string("contrast")), ("value", .string("high"))]))
        }
        var members: [(String, JSONValue)] = []
        if !appearances.isEmpty { members.append(("appearances", .array(appearances))) }
        if color != .null { members.append(("color", color)) }
        if let gamut { members.append(("display-gamut", .string(gamut))) }
        members.append(("idiom", .string(idiom ?? "universal")))
        return .object(members)
    }

    /// Folder-safe name parts (see the type's comment).
    static func catalogName(_ name: String) -> String {
        name.split(separator: "/", omittingEmptySubsequences: false).map { part in
            if part.isEmpty { return "_" }
            return part.hasPrefix(".") ? "_" + part : String(part)
        }.joined(separator: "/")
    }

    static func render(_ value: JSONValue) -> String { value.rendered(indent: 2) + "\n" }
}
