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
/// can read (a BOM, a plugin), the current library's colors apply.
struct AndroidMaterialVersion: Equatable {
    /// `[1, 10, 0]`.
    let components: [Int]
    let location: SourceLocation

    static let module = "com.google.android.material:material"

    /// The highest version the build files pin, if any.
    static func pinned(files: [String]) -> AndroidMaterialVersion? {
        var found: [AndroidMaterialVersion] = []
        var catalogVersions: [String: (String, SourceLocation)] = [:]
        var catalogRefs: [(String, SourceLocation)] = []
        for path in files where AndroidMinSdk.reads(path) {
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
            for (i, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let line = String(raw)
                let location = SourceLocation(path: path, line: i + 1)
                if let range = line.range(of: module + ":"), let v = version(String(line[range.upperBound...])) {
                    found.append(AndroidMaterialVersion(components: v, location: location))
                } else if line.contains("\"" + module + "\""), let ref = quoted(after: "version.ref", in: line) {
                    catalogRefs.append((ref, location))
                }
                // `[versions]` entries: `material = "1.10.0"`.
                let parts = line.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                if parts.count == 2, parts[1].hasPrefix("\""), !parts[0].contains(" ") {
                    catalogVersions[parts[0]] = (
                        parts[1].trimmingCharacters(in: CharacterSet(charactersIn: "\"")), location
                    )
                }
            }
        }
        for (ref, location) in catalogRefs {
            if let (text, _) = catalogVersions[ref], let v = version(text) {
                found.append(AndroidMaterialVersion(components: v, location: location))
            }
        }
        return found.max { $0.components.lexicographicallyPrecedes($1.components) }
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
