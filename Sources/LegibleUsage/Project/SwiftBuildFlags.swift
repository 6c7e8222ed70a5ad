import Foundation
import LegibleFiles

/// The custom compilation conditions an Apple app's build files can define (`SWIFT_ACTIVE_COMPILATION_CONDITIONS =
/// $(inherited) BETA` in a project or an xcconfig, `OTHER_SWIFT_FLAGS = -DBETA`, `.define("BETA")` in a
/// `Package.swift`): a flag that no build file read names at all is defined by no configuration, so the compiler
/// takes `#if FLAG` as false in every build, the release one included (The Swift Programming Language, "Compiler
/// Control Statements": a condition not set by `-D` is false). A flag any build file names (even under a debug
/// configuration only) keeps its doubt, and without a build file read no flag is known undefined.
public struct SwiftBuildFlags: Sendable, Hashable {
    /// Every word of the build files read; nil when none was read.
    var words: Set<String>?

    public init() {}

    /// The words of `files` (`project.pbxproj`, `.xcconfig` and `Package.swift` files; one that cannot be read is
    /// passed over).
    static func read(files: [String]) -> SwiftBuildFlags {
        var flags = SwiftBuildFlags()
        for file in files {
            guard case .success(let bytes) = SourceFile.read(file) else { continue }
            let text = String(decoding: bytes, as: UTF8.self)
            var words = flags.words ?? []
            for word in text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }) {
                words.insert(String(word))
                // `-DBETA` in `OTHER_SWIFT_FLAGS`.
                if word.hasPrefix("D") { words.insert(String(word.dropFirst())) }
            }
            flags.words = words
        }
        return flags
    }

    /// Whether `flag` is a custom flag no build file read names.
    func isUndefined(_ flag: String) -> Bool {
        guard let words else { return false }
        return !words.contains(flag)
    }

    /// `condition` as the release build reads it: each custom flag no build file names is `false` (`BETA &&
    /// os(iOS)` → `false && os(iOS)`); platform tests (`os(…)`, `canImport(…)`) and `true`/`false` are kept.
    func release(_ condition: String) -> String {
        guard words != nil, condition != "else" else { return condition }
        var out = ""
        var word = ""
        // Inside a platform test's parentheses (`os(iOS)`, `canImport(UIKit)`): its argument is no flag.
        var depth = 0
        let characters = Array(condition)
        func flush(next: Character?) {
            defer { word = "" }
            guard !word.isEmpty else { return }
            let isFlag =
                depth == 0 && next != "(" && !["true", "false"].contains(word)
                && word.first.map { !$0.isNumber } == true
            out += isFlag && isUndefined(word) ? "false" : word
        }
        for (k, c) in characters.enumerated() {
            if c.isLetter || c.isNumber || c == "_" {
                word.append(c)
            } else {
                let next = c == " " ? characters[k...].first { $0 != " " } : c
                let call = next == "(" && !word.isEmpty
                flush(next: next)
                if c == "(" && (call || depth > 0) { depth += 1 }
                if c == ")" && depth > 0 { depth -= 1 }
                out.append(c)
            }
        }
        flush(next: nil)
        return out
    }
}
