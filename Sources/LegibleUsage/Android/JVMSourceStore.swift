import Foundation
import LegibleFiles
import LegibleJVMSyntax
import LegiblePalette

/// One Kotlin or Java file of a run: its text, its syntax tree (`JVMParser`), and what `AndroidCodeScan` reads on its
/// tokens, taken from the tokens the parser read (each file is lexed once).
public struct JVMSourceFile: Sendable {
    public let path: String
    public let text: String
    public let syntax: JVMFile
    /// The names its code writes (identifier tokens: not in comments or strings).
    let identifiers: Set<String>
    /// The layouts its tokens name (`AndroidCodeScan.layoutMentions`), with the line of each.
    let layoutMentions: [(String, Int)]

    /// Lexes and parses `text`, the file at `path`, in the language its extension says.
    init(path: String, text: String) {
        let language = JVMLanguage(path: path) ?? .kotlin
        let lexer = JVMLexer.tokenize(text, language: language)
        self.path = path
        self.text = text
        syntax = JVMParser.parse(lexer, path: path, language: language)
        identifiers = Set(lexer.tokens.lazy.filter { $0.kind == .identifier }.map(\.text))
        layoutMentions = AndroidCodeScan.layoutMentions(in: lexer.tokens)
    }
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
            return JVMSourceFile(path: path, text: text)
        }
    }
}
