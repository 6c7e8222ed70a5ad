import Foundation

/// Reads one `Name.colorset/Contents.json` (formats.md §1.2):
///
/// ```json
/// { "colors" : [ <entry>, … ], "info" : { "author" : "xcode", "version" : 1 } }
/// ```
/// Key order, whitespace and unknown top-level keys (`info`, `properties`) do not matter.
enum ColorsetDecoder {
    /// The named color (nil when no entry could be used) and the diagnostics for `colorset`.
    static func decode(colorset: String, name: String, origin: String) -> (color: NamedColor?, diagnostics: [Diagnostic]) {
        let file = (colorset as NSString).appendingPathComponent("Contents.json")
        var isDirectory: ObjCBool = false
        if !FileManager.default.fileExists(atPath: file, isDirectory: &isDirectory) {
            return (nil, [.error(SourceLocation(path: colorset, line: 0), "colorset '\(name)' has no Contents.json, so it defines no color")])
        }
        let root: JSONNode
        switch SourceFile.readJSON(file) {
        case .success(let node): root = node
        case .failure(let d): return (nil, [d])
        }
        guard root.isObject else {
            return (nil, [.error(SourceLocation(path: file, line: root.line), "Contents.json is \(root.typeDescription), expected an object with a 'colors' array")])
        }
        guard let member = root.member("colors") else {
            return (nil, [.warning(SourceLocation(path: file, line: root.line), "colorset '\(name)' has no 'colors' array, so it defines no color")])
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
            if let entry = ColorsetEntry.decode(node, index: index, file: file, into: &diagnostics) { entries.append(entry) }
        }
        let variants = ColorsetVariants.assemble(entries, into: &diagnostics)
        let color = variants.isEmpty ? nil : NamedColor(name: name, origin: origin, variants: variants)
        return (color, diagnostics)
    }
}
