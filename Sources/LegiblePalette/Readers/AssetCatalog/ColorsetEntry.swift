import LegibleJSON
/// One element of a colorset's `colors` array, decoded (PaletteFormats.md §1.3):
///
/// ```json
/// { "appearances" : [ … ], "color" : { … }, "display-gamut" : "display-P3", "idiom" : "universal" }
/// ```
/// `idiom` and `display-gamut` are kept as written; unknown keys are ignored.
struct ColorsetEntry {
    var appearance: ColorsetAppearance
    var idiom: String?
    var displayGamut: String?
    var color: ColorsetColor
    /// The entry's `{` line, key path `colors[i]`.
    var location: SourceLocation

    /// Decodes `colors[index]`; on failure appends diagnostics (all located under `colors[index]`) and returns nil.
    static func decode(_ node: JSONNode, index: Int, file: String, into diagnostics: inout [Diagnostic])
        -> ColorsetEntry?
    {
        let location = SourceLocation(path: file, line: node.line, keyPath: "colors[\(index)]")
        guard node.isObject else {
            diagnostics.append(.error(location, "colors[\(index)] is \(node.typeDescription), expected an object"))
            return nil
        }
        var failed = false
        let idiom = optionalString(node, "idiom", at: location, into: &diagnostics, failed: &failed)
        let gamut = optionalString(node, "display-gamut", at: location, into: &diagnostics, failed: &failed)
        var appearance = ColorsetAppearance.any
        switch ColorsetAppearance.parse(node["appearances"], at: location) {
        case .success(let a): appearance = a
        case .failure(let d): diagnostics.append(d); failed = true
        }
        let color = ColorsetColor.decode(entry: node, at: location, into: &diagnostics)
        guard !failed, let color else { return nil }
        return ColorsetEntry(
            appearance: appearance, idiom: idiom, displayGamut: gamut, color: color, location: location)
    }

    static func optionalString(
        _ node: JSONNode, _ key: String, at location: SourceLocation,
        into diagnostics: inout [Diagnostic], failed: inout Bool
    ) -> String? {
        guard let member = node.member(key) else { return nil }
        if let s = member.value.string { return s }
        diagnostics.append(
            .error(
                location.catalogLocation(line: member.line, keyPath: key),
                "'\(key)' is \(member.value.typeDescription), expected a string"))
        failed = true
        return nil
    }

    /// Entries that can stand for one another: same idiom and display gamut.
    var device: ColorsetDevice { ColorsetDevice(idiom: idiom ?? "universal", displayGamut: displayGamut) }
}

/// The idiom and display gamut of an entry. Entries for different devices coexist as separate variants of the same
/// appearance; ordering puts the generic ones first (`universal` or no idiom, then no gamut, then `sRGB`), so
/// `NamedColor.variant(for:)`, which takes the first match, picks the universal entry.
struct ColorsetDevice: Hashable, Comparable {
    /// An entry without `idiom` counts as `universal`.
    var idiom: String
    var displayGamut: String?

    var sortKey: (Int, String, Int, String) {
        let gamutRank =
            switch displayGamut {
            case nil: 0;
            case "sRGB": 1;
            default: 2
            }
        return (idiom == "universal" ? 0 : 1, idiom, gamutRank, displayGamut ?? "")
    }

    static func < (a: ColorsetDevice, b: ColorsetDevice) -> Bool { a.sortKey < b.sortKey }

    /// "" for the generic device, else " (idiom iphone, display-gamut display-P3)".
    var label: String {
        var parts: [String] = []
        if idiom != "universal" { parts.append("idiom \(idiom)") }
        if let displayGamut { parts.append("display-gamut \(displayGamut)") }
        return parts.isEmpty ? "" : " (" + parts.joined(separator: ", ") + ")"
    }
}
