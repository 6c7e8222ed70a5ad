import Foundation

/// Walks folders the way every reader needs: sorted (so output never depends on directory order), following
/// symbolic links once (a link back to an ancestor is a loop, reported and skipped), reporting unreadable folders
/// instead of ignoring them, and refusing absurd depth.
public struct FileWalker {
    public static let maximumDepth = 64

    public struct Entry: Sendable, Hashable {
        public var path: String
        public var isDirectory: Bool
    }

    public private(set) var diagnostics: [Diagnostic] = []

    public init() {}

    /// The sorted entries directly inside `directory`, or nil (with a diagnostic) when it cannot be listed.
    public mutating func children(of directory: String) -> [Entry]? {
        let fm = FileManager.default
        guard let names = try? fm.contentsOfDirectory(atPath: directory) else {
            diagnostics.append(.error(SourceLocation(path: directory, line: 0), "cannot read folder (permission denied?)"))
            return nil
        }
        return names.sorted().compactMap { name in
            if name.hasPrefix(".") { return nil } // .DS_Store, .git: not palette content
            let path = (directory as NSString).appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isDirectory) else {
                diagnostics.append(.error(SourceLocation(path: path, line: 0), SourceFile.missingReason(path)))
                return nil
            }
            return Entry(path: path, isDirectory: isDirectory.boolValue)
        }
    }

    /// Every file below `root`, depth first, sorted; `descend` decides per folder whether to enter it (a reader
    /// that owns a folder, like an asset catalog, takes it whole).
    public mutating func files(under root: String, descend: (String) -> Bool = { _ in true }) -> [String] {
        var result: [String] = []
        var ancestors: [String] = []
        walk(root, depth: 0, ancestors: &ancestors, descend: descend, into: &result)
        return result
    }

    mutating func walk(_ directory: String, depth: Int, ancestors: inout [String], descend: (String) -> Bool, into result: inout [String]) {
        let real = Self.resolved(directory)
        if ancestors.contains(real) {
            diagnostics.append(.error(SourceLocation(path: directory, line: 0), "symbolic link loop (points back to \(real)); not followed"))
            return
        }
        if depth > Self.maximumDepth {
            diagnostics.append(.error(SourceLocation(path: directory, line: 0), "folders nested deeper than \(Self.maximumDepth) levels; not read"))
            return
        }
        guard let entries = children(of: directory) else { return }
        ancestors.append(real)
        defer { ancestors.removeLast() }
        for entry in entries {
            if entry.isDirectory {
                if descend(entry.path) {
                    walk(entry.path, depth: depth + 1, ancestors: &ancestors, descend: descend, into: &result)
                } else {
                    result.append(entry.path)
                }
            } else {
                result.append(entry.path)
            }
        }
    }

    /// The path with symbolic links resolved, for loop detection.
    public static func resolved(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path
    }
}
