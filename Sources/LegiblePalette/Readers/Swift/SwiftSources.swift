import Foundation
import LegibleFiles

/// The Swift source files at or below some paths, read as text: what the rules that look at Swift code (the
/// `dynamic-color-snapshot` rule in LegibleAudit) read, so the audit itself opens no file. Folders are walked as the
/// palette is (`FileWalker`: hidden, build and dependency folders and `.gitignore`d files left out); a path that does
/// not exist is skipped (the palette reader reports it); a file that cannot be read as UTF-8 is listed in `unreadable`
/// for the rule to name.
public enum SwiftSources {
    public static func read(_ paths: [String]) -> (files: [(path: String, text: String)], unreadable: [String]) {
        var walker = FileWalker()
        var files: [(path: String, text: String)] = []
        var unreadable: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            let swiftFiles = isDirectory.boolValue ? walker.files(under: path).filter { $0.hasSuffix(".swift") } : path.hasSuffix(".swift") ? [path] : []
            for file in swiftFiles {
                if let text = try? String(contentsOfFile: file, encoding: .utf8) { files.append((file, text)) } else { unreadable.append(file) }
            }
        }
        return (files, unreadable)
    }
}
