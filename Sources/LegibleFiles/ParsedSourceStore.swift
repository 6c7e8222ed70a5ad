import Foundation
import LegiblePaletteModel

/// The source files of one language in one run, each read and parsed once: the one store behind `SwiftSourceStore`
/// (Swift, lexed), `JVMSourceStore` (Kotlin and Java) and `ObjCSourceStore` (Objective-C). Guarantee: each path is
/// read (`SourceFile.readText`: size cap, no blocking on a FIFO) and handed to `parse` at most once per store, by
/// whichever reader asks first; the others get the same value, or the same diagnostic when it could not be read. Safe
/// to share between threads (a lock guards the cache; a file is parsed under it, so no path is ever parsed twice).
public final class ParsedSourceStore<File: Sendable>: @unchecked Sendable { // `files` is only touched under `lock`
    private let lock = NSLock()
    private var files: [String: Result<File, Diagnostic>] = [:]
    private let parse: @Sendable (_ path: String, _ text: String) -> File

    /// `parse` turns one file's text into its value (tokens, a syntax tree).
    public init(parse: @escaping @Sendable (_ path: String, _ text: String) -> File) {
        self.parse = parse
    }

    /// The file at `path`, read and parsed on the first ask.
    public func file(_ path: String) -> Result<File, Diagnostic> {
        lock.withLock {
            if let known = files[path] { return known }
            let read = SourceFile.readText(path).map { parse(path, $0) }
            files[path] = read
            return read
        }
    }

    /// The files at `paths` that could be read, in order, and a diagnostic for each that could not.
    public func files(_ paths: [String]) -> (files: [File], diagnostics: [Diagnostic]) {
        SourceFile.collect(paths, file)
    }
}
