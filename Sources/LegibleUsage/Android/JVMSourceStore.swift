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
/// evaluator, `AndroidLayoutReader.themes`). Guarantee: each path is read (`SourceFile.readText`: size cap, no
/// blocking on a FIFO) and parsed at most once per store, by whichever reader asks first; the others get the same
/// `JVMSourceFile`, or the same diagnostic when it could not be read. Safe to share between threads (a lock guards the
/// cache). A reader called without a store makes its own, so each reader alone still reads each file once.
public final class JVMSourceStore: @unchecked Sendable { // `files` is only touched under `lock`
    private let lock = NSLock()
    private var files: [String: Result<JVMSourceFile, Diagnostic>] = [:]

    public init() {}

    /// The file at `path`, read and parsed on the first ask.
    public func file(_ path: String) -> Result<JVMSourceFile, Diagnostic> {
        lock.withLock {
            if let known = files[path] { return known }
            let read = SourceFile.readText(path).map { text in
                ReadCounter.parsed(path)
                return JVMSourceFile(path: path, text: text, syntax: JVMParser.parse(text, path: path))
            }
            files[path] = read
            return read
        }
    }

    /// The files at `paths` that could be read, in order, and a diagnostic for each that could not.
    public func files(_ paths: [String]) -> (files: [JVMSourceFile], diagnostics: [Diagnostic]) {
        SourceFile.collect(paths, file)
    }
}
