import Foundation
import LegibleFiles
import LegibleJVMSyntax
import LegiblePalette

/// One Kotlin or Java file of a run: its text and its syntax tree (`JVMParser`).
public struct JVMSourceFile: Sendable {
    public let path: String
    public let text: String
    public let syntax: JVMFile
}

/// The Kotlin and Java sources of one run, shared by every Android code reader (`AndroidCodeScan`, the theme
/// evaluator, `AndroidLayoutReader.themes`): each path read and parsed (`JVMParser`) at most once per store
/// (`ParsedSourceStore`). A reader called without a store makes its own, so each reader alone still reads each file
/// once.
public typealias JVMSourceStore = ParsedSourceStore<JVMSourceFile>

extension ParsedSourceStore where File == JVMSourceFile {
    /// A store that parses Kotlin and Java.
    public convenience init() {
        self.init { path, text in
            ReadCounter.parsed(path)
            return JVMSourceFile(path: path, text: text, syntax: JVMParser.parse(text, path: path))
        }
    }
}
