import LegibleFiles
import Foundation
import LegibleSwiftSyntax

/// The Swift sources of one run (a `ParsedSourceStore` that lexes), shared by every reader of Swift code in it: the palette reader
/// (`SwiftColorReader`), the view reader and the code scan (LegibleUsage), and the `dynamic-color-snapshot` rule's
/// scan (`SwiftSources`). Guarantee: each path is read (`SourceFile.readText`: size cap, no blocking on a FIFO) and
/// lexed at most once per store, by whichever reader asks first; the others get the same `SwiftSourceFile`, or the
/// same diagnostic when it could not be read. The files' declarations are scanned once per list of files too
/// (`units`: the palette reader and the view reader of a run ask for the same list). Safe to share between threads (a lock guards the cache; a file is read
/// and lexed under it, so no path is ever lexed twice). A reader called without a store makes its own, so each
/// reader alone still reads each file once.
public final class SwiftSourceStore: @unchecked Sendable { // `parsed` is only touched under `lock`
    private let lock = NSLock()
    private let sources = ParsedSourceStore { path, text in SwiftSourceFile(path: path, text: text) }
    private var parsed: [[String]: [SwiftSourceUnit]] = [:]
    private var declarationOnly: [String] = []

    public init() {}

    /// Files read for their declarations only (the Swift files of dependency checkouts, `DependencyColorSources`):
    /// names in the project's code resolve through them, but they are not the project's views or code. The palette
    /// loader of the run sets them.
    public var declarationOnlyFiles: [String] {
        get { lock.withLock { declarationOnly } }
        set { lock.withLock { declarationOnly = newValue } }
    }

    /// `files` and then the declaration-only files not among them: the list every evaluator of the run's code is
    /// made over, so that names resolve through the dependencies and the declarations are scanned once (`units`).
    public func withDeclarationOnly(_ files: [String]) -> [String] {
        let walked = Set(files)
        return files + declarationOnlyFiles.filter { !walked.contains($0) }
    }

    /// The file at `path`, read and lexed on the first ask.
    public func file(_ path: String) -> Result<SwiftSourceFile, Diagnostic> { sources.file(path) }

    /// The files at `paths` that could be read, in order, and a diagnostic for each that could not.
    public func files(_ paths: [String]) -> (files: [SwiftSourceFile], diagnostics: [Diagnostic]) {
        sources.files(paths)
    }

    /// Each file's tokens, declarations and types, from the same scan as the evaluators made over the same list
    /// (`units`), for readers outside this module that walk method bodies (`SwiftCodeRecolors`, `SwiftCodeEffects`).
    public func declarations(of files: [SwiftSourceFile]) -> [(
        path: String, tokens: [SwiftToken], declarations: [SwiftDeclaration], types: [SwiftTypeDeclaration]
    )] {
        units(files).map { (path: $0.path, tokens: $0.tokens, declarations: $0.declarations, types: $0.types) }
    }

    /// `files` with the color type aliases they declare resolved (`SwiftColorTypeAliases`) and each one's
    /// declarations scanned (`SwiftDeclarationScanner`), made once per list of paths.
    func units(_ files: [SwiftSourceFile]) -> [SwiftSourceUnit] {
        let key = files.map(\.path)
        return lock.withLock {
            if let known = parsed[key] { return known }
            let units = SwiftColorTypeAliases.resolve(files.map { (path: $0.path, tokens: $0.tokens) }).map { file in
                let (declarations, types) = SwiftDeclarationScanner.scan(file.tokens)
                ReadCounter.parsed(file.path)
                return SwiftSourceUnit(path: file.path, tokens: file.tokens, declarations: declarations, types: types)
            }
            parsed[key] = units
            return units
        }
    }
}
