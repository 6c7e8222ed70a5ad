import Foundation
import LegibleParallel
import LegiblePaletteModel

/// The source files of one language in one run, each read and parsed once: the one store behind `SwiftSourceStore`
/// (Swift, lexed), `JVMSourceStore` (Kotlin and Java) and `ObjCSourceStore` (Objective-C). Guarantee: each path is
/// read (`SourceFile.readText`: size cap, no blocking on a FIFO) and handed to `parse` at most once per store, by
/// whichever reader asks first; the others get the same value, or the same diagnostic when it could not be read. Safe
/// to share between threads (a lock guards the cache; a file is parsed under it, so no path is ever parsed twice).
public final class ParsedSourceStore<File: Sendable>: @unchecked Sendable { // `files` is only touched under `lock`
    private let lock = NSLock()
    private var files: [String: Result<File, Diagnostic>] = [:]
    private var warnings: [String: Diagnostic] = [:]
    private let decoding: SourceFile.TextDecoding
    private let parse: @Sendable (_ path: String, _ text: String) -> File

    /// `parse` turns one file's text into its value (tokens, a syntax tree); `decoding` says which bytes are text
    /// (UTF-8 only, unless the language's compiler accepts others).
    public init(
        decoding: SourceFile.TextDecoding = .utf8, parse: @escaping @Sendable (_ path: String, _ text: String) -> File
    ) {
        self.decoding = decoding
        self.parse = parse
    }

    /// The warning reading `path` gave (a file that is not UTF-8, read in another encoding), once it has been read.
    public func warning(_ path: String) -> Diagnostic? {
        lock.withLock { warnings[path] }
    }

    /// The file at `path`, read and parsed on the first ask.
    public func file(_ path: String) -> Result<File, Diagnostic> {
        lock.withLock {
            if let known = files[path] { return known }
            let (value, warning) = read(path)
            files[path] = value
            warnings[path] = warning
            return value
        }
    }

    /// The files at `paths` that could be read, in order, and a diagnostic for each that could not. The paths not yet
    /// known are read and parsed first, on every core (`parseAll`).
    public func files(_ paths: [String]) -> (files: [File], diagnostics: [Diagnostic]) {
        lock.withLock {
            var missing: [String] = []
            var listed = Set<String>()
            for path in paths where files[path] == nil && listed.insert(path).inserted { missing.append(path) }
            for (path, (read, warning)) in zip(missing, parseAll(missing)) {
                files[path] = read
                warnings[path] = warning
            }
        }
        return SourceFile.collect(paths, file)
    }

    /// Reads and parses each of `paths` (distinct, none known yet) once, spread over the cores (`parallelMap`, 64
    /// chunks); the results in the order of `paths`, so what the store holds does not depend on which thread parsed
    /// what. Called under `lock`: no other reader parses meanwhile. The run's `ReadCounter` and `RunProgress` (task
    /// locals, which worker threads do not inherit) are bound again around each read.
    private func parseAll(_ paths: [String]) -> [(Result<File, Diagnostic>, Diagnostic?)] {
        let counter = ReadCounter.current
        let progress = RunProgress.current
        return paths.parallelMap(chunks: 64, minimumChunk: 1, sequentialBelow: 2) { path in
            ReadCounter.$current.withValue(counter) { RunProgress.$current.withValue(progress) { read(path) } }
        }
    }

    /// One path read (`SourceFile.readText`: size cap, no blocking on a FIFO) and parsed, with the warning its
    /// decoding gave.
    private func read(_ path: String) -> (Result<File, Diagnostic>, Diagnostic?) {
        switch SourceFile.readText(path, decoding: decoding) {
        case .failure(let d): (.failure(d), nil)
        case .success(let decoded): (.success(parse(path, decoded.text)), decoded.warning)
        }
    }
}
