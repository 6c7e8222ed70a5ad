import Foundation
import LegibleJSON
import LegibleFiles

/// Reads one `Name.colorset/Contents.json` (PaletteFormats.md §1.2):
///
/// ```json
/// { "colors" : [ <entry>, … ], "info" : { "author" : "xcode", "version" : 1 } }
/// ```
/// Key order, whitespace and unknown top-level keys (`info`, `properties`) do not matter.
///
/// An entry without a `color` is Xcode's AccentColor template: the system accent color. That holds only for the
/// catalog's accent color (`AccentColor`, the name Xcode's templates and `ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME`
/// default to); in any other colorset (an empty `WidgetBackground`) it is a warning naming the colorset.
enum ColorsetDecoder {
    /// The accent color's name in Xcode's templates.
    static let accentColorName = "AccentColor"

    /// Whether a (possibly namespaced) colorset name is the accent color.
    static func isAccentColor(_ name: String) -> Bool {
        (name.split(separator: "/").last.map(String.init) ?? name) == accentColorName
    }

    /// The named color (nil when no entry could be used) and the diagnostics for `colorset`.
    static func decode(colorset: String, name: String, origin: String) -> (
        color: NamedColor?, diagnostics: [Diagnostic]
    ) {
        let file = (colorset as NSString).appendingPathComponent("Contents.json")
        var isDirectory: ObjCBool = false
        if !FileManager.default.fileExists(atPath: file, isDirectory: &isDirectory) {
            return (
                nil,
                [
                    .error(
                        SourceLocation(path: colorset, line: 0),
                        "colorset '\(name)' has no Contents.json, so it defines no color")
                ]
            )
        }
        let root: JSONNode
        switch SourceFile.readJSON(file) {
        case .success(let document): root = document.root
        case .failure(let d): return (nil, [d])
        }
        guard root.isObject else {
            return (
                nil,
                [
                    .error(
                        SourceLocation(path: file, line: root.line),
                        "Contents.json is \(root.typeDescription), expected an object with a 'colors' array")
                ]
            )
        }
        guard let member = root.member("colors") else {
            return (
                nil,
                [
                    .warning(
                        SourceLocation(path: file, line: root.line),
                        "colorset '\(name)' has no 'colors' array, so it defines no color")
                ]
            )
        }
        let here = SourceLocation(path: file, line: member.line, keyPath: "colors")
        guard let elements = member.value.elements else {
            return (nil, [.error(here, "'colors' is \(member.value.typeDescription), expected an array")])
        }
        if elements.isEmpty {
            return (nil, [.warning(here, "colorset '\(name)' has no colors (its 'colors' array is empty)")])
        }
        var diagnostics: [Diagnostic] = []
        var entries: [ColorsetEntry] = []
        for (index, node) in elements.enumerated() {
            if let entry = ColorsetEntry.decode(node, index: index, file: file, into: &diagnostics) {
                entries.append(entry)
            }
        }
        if !isAccentColor(name) {
            for entry in entries where entry.color == .systemDefaultAccent {
                diagnostics.append(
                    .warning(
                        entry.location,
                        "colorset '\(name)' has an entry without a 'color'; only the catalog's accent color (\(accentColorName)) means the system accent color, so this entry is not checked"
                    ))
            }
            entries.removeAll { $0.color == .systemDefaultAccent }
        }
        let variants = ColorsetVariants.assemble(entries, into: &diagnostics)
        let color = variants.isEmpty ? nil : NamedColor(name: name, origin: origin, variants: variants)
        return (color, diagnostics)
    }
}
