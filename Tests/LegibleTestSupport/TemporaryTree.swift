import Foundation

/// Small file trees written for a test: one helper instead of a copy per test target.
public enum TemporaryTree {
    /// Writes `files` (relative path → UTF-8 contents; a path ending in `/` is an empty folder) under a new folder
    /// of the system temp dir named `legible-PREFIX-UUID`, and returns that folder's path.
    @discardableResult
    public static func write(_ files: [String: String], prefix: String) -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "legible-\(prefix)-\(UUID().uuidString)"
        ).path
        try? FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        for (relative, contents) in files {
            let path = root + "/" + relative
            if relative.hasSuffix("/") {
                try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
                continue
            }
            try? FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            _ = FileManager.default.createFile(atPath: path, contents: Data(contents.utf8))
        }
        return root
    }
}
