import Foundation
import LegibleFiles
import LegiblePalette

/// The lowest Android release each Gradle module of an app runs on: `minSdk` / `minSdkVersion` in its
/// `build.gradle` or `build.gradle.kts` (`minSdk = 26`, `minSdkVersion 21`, `minSdk(24)`), or a name for it read from
/// the build's other files (`minSdk = libs.versions.minSdk.get().toInt()` with `minSdk = "23"` in
/// `gradle/libs.versions.toml`, `minSdkVersion rootProject.ext.minSdkVersion` with `ext.minSdkVersion = 21`,
/// `gradle.properties`).
///
/// A file's release is its module's: the nearest folder above it whose build file declares one. Unknown (nil) when no
/// build file above it declares one, or declares it through a name no build file gives a number.
struct AndroidMinSdk: Sendable, Hashable {
    /// Module folder → the release its build file declares.
    private(set) var modules: [String: Int] = [:]
    /// Where each module's value is declared, for messages.
    private(set) var locations: [String: SourceLocation] = [:]

    /// The file names read: Gradle build files, `gradle.properties`, version catalogs.
    static func reads(_ path: String) -> Bool {
        let name = (path as NSString).lastPathComponent
        return ["build.gradle", "build.gradle.kts", "gradle.properties"].contains(name)
            || name.hasSuffix(".versions.toml")
    }

    /// The keys that name the release in a build file.
    static let keys = ["minSdk", "minSdkVersion"]

    init(files: [String] = []) {
        var declared: [(folder: String, value: String, location: SourceLocation)] = []
        var numbers: [String: Int] = [:]
        for path in files {
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
            let isBuildScript = (path as NSString).lastPathComponent.hasPrefix("build.gradle")
            for (i, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let line = rawLine.trimmingCharacters(in: .whitespaces)
                guard let (key, value) = Self.setting(line) else { continue }
                if let n = Self.number(value) { numbers[key] = numbers[key] ?? n }
                if isBuildScript, Self.keys.contains(key) {
                    declared.append((FilePath.parent(path), value, SourceLocation(path: path, line: i + 1)))
                }
            }
        }
        for d in declared where modules[d.folder] == nil {
            // A name (`libs.versions.minSdk.get().toInt()`, `rootProject.ext.minSdkVersion`): its last word that
            // some file gives a number.
            let words = d.value.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") })
            guard let n = Self.number(d.value) ?? words.reversed().lazy.compactMap({ numbers[String($0)] }).first
            else { continue }
            modules[d.folder] = n
            locations[d.folder] = d.location
        }
    }

    /// The release the module holding `path` declares, with where, if known.
    func minSdk(for path: String) -> (value: Int, location: SourceLocation)? {
        var folder = FilePath.parent(path)
        while !folder.isEmpty {
            if let n = modules[folder], let location = locations[folder] { return (n, location) }
            let up = FilePath.parent(folder)
            if up == folder { break }
            folder = up
        }
        return nil
    }

    /// `key = value`, `key value`, `key(value)`, `key: value`, `ext.key = value`: the last word of the key and the
    /// value as written; nil for a line that is no setting (a comment, a block, a call with several arguments).
    static func setting(_ line: String) -> (String, String)? {
        guard let first = line.first, first.isLetter else { return nil }
        let keyEnd = line.firstIndex { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "-") }
        guard let keyEnd else { return nil }
        let key = line[..<keyEnd].split(separator: ".").last.map(String.init) ?? ""
        var value = line[keyEnd...].trimmingCharacters(in: .whitespaces)
        for opener in ["=", ":", "("] where value.hasPrefix(opener) {
            value = String(value.dropFirst()).trimmingCharacters(in: .whitespaces)
            break
        }
        if value.hasSuffix(")") { value = String(value.dropLast()) }
        guard !key.isEmpty, !value.isEmpty, !value.hasPrefix("{") else { return nil }
        return (key, value)
    }

    /// A whole number as written (`26`, `"23"`, `'21'`), else nil.
    static func number(_ value: String) -> Int? {
        Int(value.trimmingCharacters(in: CharacterSet(charactersIn: "\"' ")))
    }
}
