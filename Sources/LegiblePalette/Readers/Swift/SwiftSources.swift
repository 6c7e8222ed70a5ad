import Foundation
import LegibleFiles

/// The Swift source files at or below some paths: what the rules that look at Swift code (the
/// `dynamic-color-snapshot` rule in LegibleAudit) check, so the audit itself opens no file. Folders are walked as the
/// palette is (`FileWalker`: hidden, build and dependency folders and `.gitignore`d files left out); a path that does
/// not exist is skipped (the palette reader reports it). The files come from the run's `SwiftSourceStore`, so a file
/// the palette or view reader already read is not read or lexed again; one that cannot be read (not UTF-8, not a
/// regular file) is listed in `unreadable` for the rule to name.
public enum SwiftSources {
    public static func read(_ paths: [String], from store: SwiftSourceStore = SwiftSourceStore()) -> (
        files: [SwiftSourceFile], unreadable: [String]
    ) {
        var walker = FileWalker()
        var files: [SwiftSourceFile] = []
        var unreadable: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            let swiftFiles =
                isDirectory.boolValue
                ? walker.files(under: path).filter { $0.hasSuffix(".swift") } : path.hasSuffix(".swift") ? [path] : []
            for file in swiftFiles {
                switch store.file(file) {
                case .success(let source): files.append(source)
                case .failure: unreadable.append(file)
                }
            }
        }
        return (files, unreadable)
    }
}
