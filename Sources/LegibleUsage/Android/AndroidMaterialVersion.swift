import Foundation
import LegiblePalette

/// The version of material-components-android (`com.google.android.material:material`) the app's Gradle build pins:
/// `implementation 'com.google.android.material:material:1.10.0'` in a `build.gradle(.kts)`, or a version catalog
/// entry (`material = { module = "com.google.android.material:material", version.ref = "material" }` with
/// `material = "1.10.0"` under `[versions]`, or `"com.google.android.material:material:1.10.0"` written whole).
///
/// It decides which Material 3 baseline colors the library's themes give (`AndroidThemeDefaults.Material3Baseline`):
/// 1.11.0 moved the baseline scheme to the 2023 tokens (light surface #FEF7FF, dark #141218); up to 1.10.x it is the
/// 2021 scheme (#FFFBFE, #1C1B1F). When the build pins several versions, the highest counts; when it pins none Legible
/// can read (a BOM, a plugin, a variable it cannot follow), the current library's colors apply (`unknownReason` says
/// why, for a resolver that treats the version as not known).
struct AndroidMaterialVersion: Equatable {
    /// `[1, 10, 0]`.
    let components: [Int]
    let location: SourceLocation

    static let module = "com.google.android.material:material"

    /// The highest version the build files pin, if any.
    static func pinned(files: [String]) -> AndroidMaterialVersion? { lookup(files: files).version }

    /// The highest version the build files pin, and the first line that names the library at all (to say where a
    /// version Legible cannot read is). Read: `module:1.10.0` written whole, with a Groovy variable
    /// (`"$module:$versions.android_material"` with `versions.android_material = '1.14.0'` or an `ext` map entry
    /// `android_material: '1.14.0'`), and catalog entries by `module = "…"` or `group = "com.google.android.material",
    /// name = "material"` with `version.ref` or `version`.
    static func lookup(files: [String]) -> (version: AndroidMaterialVersion?, mention: SourceLocation?) {
        var found: [AndroidMaterialVersion] = []
        var assignments: [String: String] = [:]
        var references: [(String, SourceLocation)] = []
        var mention: SourceLocation?
        for path in files where AndroidMinSdk.reads(path) {
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
            for (i, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let line = String(raw)
                let location = SourceLocation(path: path, line: i + 1)
                if let (key, value) = assignment(line) { assignments[key] = value }
                let catalogEntry =
                    line.contains("\"" + module + "\"")
                    || (line.contains("\"" + group + "\"") && line.contains("\"material\""))
                guard line.contains(module + ":") || catalogEntry else { continue }
                mention = mention ?? location
                if let range = line.range(of: module + ":") {
                    let rest = String(line[range.upperBound...])
                    if let v = version(rest) {
                        found.append(AndroidMaterialVersion(components: v, location: location))
                    } else if rest.hasPrefix("$") {
                        let name = rest.dropFirst().prefix {
                            $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "{"
                        }
                        let key = name.split(separator: ".").last.map {
                            String($0).replacingOccurrences(of: "{", with: "")
                        }
                        if let key, !key.isEmpty { references.append((key, location)) }
                    }
                } else if let ref = quoted(after: "version.ref", in: line) {
                    references.append((ref, location))
                } else if let written = quoted(after: "version", in: line), let v = version(written) {
                    found.append(AndroidMaterialVersion(components: v, location: location))
                }
            }
        }
        for (ref, location) in references {
            if let text = assignments[ref], let v = version(text) {
                found.append(AndroidMaterialVersion(components: v, location: location))
            }
        }
        return (found.max { $0.components.lexicographicallyPrecedes($1.components) }, mention)
    }

    /// The Maven group of the library, as a catalog's `group = "…"` writes it.
    static let group = "com.google.android.material"

    /// A version assignment on a line: `material = "1.10.0"` (a catalog's `[versions]`), `versions.android_material =
    /// '1.14.0'`, `ext.materialVersion = "1.9.0"`, `android_material: '1.14.0'` (a Groovy map entry), `val material =
    /// "1.10.0"`: the last dotted part of the name, and the quoted value.
    static func assignment(_ line: String) -> (String, String)? {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard let separator = trimmed.firstIndex(where: { $0 == "=" || $0 == ":" }) else { return nil }
        var name = trimmed[..<separator].trimmingCharacters(in: .whitespaces)
        for keyword in ["def ", "val ", "var ", "const "] where name.hasPrefix(keyword) {
            name = String(name.dropFirst(keyword.count)).trimmingCharacters(in: .whitespaces)
        }
        let value = trimmed[trimmed.index(after: separator)...].trimmingCharacters(
            in: .whitespaces.union(.init(charactersIn: ",")))
        guard !name.isEmpty, !name.contains(" "), let quote = value.first, quote == "\"" || quote == "'",
            value.count >= 2, value.last == quote
        else { return nil }
        let key = name.split(separator: ".").last.map(String.init) ?? name
        return (key.trimmingCharacters(in: CharacterSet(charactersIn: "\"'")), String(value.dropFirst().dropLast()))
    }

    /// Why the baseline is not known when no version is read: no build file names the library, or where it is named
    /// with a version Legible cannot read.
    static func unknownReason(mention: SourceLocation?) -> String {
        if let mention {
            return "the version of \(module) the build names (\(mention.folderFileAndLine)) is not one Legible can read"
        }
        return "no build file read pins \(module) (its version decides the default)"
    }

    /// The baseline Material 3 scheme this version's themes give.
    var material3Baseline: AndroidThemeDefaults.Material3Baseline {
        components.lexicographicallyPrecedes([1, 11]) ? .tokens2021 : .tokens2023
    }

    /// `1.10.0` at the start of `text` (digits and dots), as numbers; nil when it does not start with one.
    static func version(_ text: String) -> [Int]? {
        let digits = text.prefix { $0.isNumber || $0 == "." }
        let parts = digits.split(separator: ".").compactMap { Int($0) }
        return parts.count >= 2 ? parts : nil
    }

    /// The quoted value after `key` on `line`: `version.ref = "material"` → `material`.
    static func quoted(after key: String, in line: String) -> String? {
        guard let k = line.range(of: key), let open = line[k.upperBound...].firstIndex(of: "\"") else { return nil }
        let rest = line[line.index(after: open)...]
        guard let close = rest.firstIndex(of: "\"") else { return nil }
        return String(rest[..<close])
    }
}
