import Foundation

/// Where `legible.json` is looked for and written, as paths are typed (`.`, `./`, `App/`, `/abs/App`): no path
/// arithmetic through `NSString` (whose `deletingLastPathComponent` traps on `.` on Linux).
///
/// Lookup order (`lint`, `compare`, `report`, `grid`, `palette`): `--config FILE`; `legible.json` in the working
/// directory; then, for each PATH in order, PATH itself when it is a folder (a file's folder otherwise) and each of
/// its parents up to the repository root (the folder that holds `.git`). Without a `.git` above PATH, only PATH's
/// own folder is looked in, so a stray `legible.json` in a shared parent (`/tmp`) is never picked up.
enum ConfigLookup {
    static let fileName = "legible.json"

    /// The first `legible.json` found for `paths` (see the type's doc), or nil.
    static func find(for paths: [String], workingDirectory: String = FileManager.default.currentDirectoryPath)
        -> String?
    {
        if isFile(fileName) { return fileName }
        for path in paths {
            for folder in searchFolders(for: path, workingDirectory: workingDirectory) {
                let candidate = join(folder, fileName)
                if isFile(candidate) { return displayPath(candidate, workingDirectory: workingDirectory) }
            }
        }
        return nil
    }

    /// `PATH/legible.json` for a folder, the file's folder's `legible.json` for a file (`init`'s default output).
    static func defaultOutput(for operand: String) -> String {
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: operand, isDirectory: &isDirectory)
        let folder = exists && !isDirectory.boolValue ? parent(of: operand) : operand
        let trimmed = trimmed(folder)
        return trimmed == "." || trimmed.isEmpty ? fileName : join(trimmed, fileName)
    }

    /// PATH's folder, then its parents up to the folder holding `.git` (none above: PATH's folder alone).
    static func searchFolders(for path: String, workingDirectory: String) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return [] }
        let start = normalized(
            absolute(isDirectory.boolValue ? path : parent(of: path), workingDirectory: workingDirectory))
        var chain = [start]
        var folder = start
        while !FileManager.default.fileExists(atPath: join(folder, ".git")) {
            guard folder != "/" else { return [start] } // no repository above PATH
            folder = parent(of: folder)
            chain.append(folder)
        }
        return chain
    }

    /// The folder holding `path` (`a/b` → `a`, `b` → `.`, `/b` → `/`).
    static func parent(of path: String) -> String {
        let p = trimmed(path)
        guard let slash = p.lastIndex(of: "/") else { return "." }
        return slash == p.startIndex ? "/" : String(p[..<slash])
    }

    /// Trailing slashes and `./` prefixes removed (`./` → `.`, `App//` → `App`, `/` stays).
    static func trimmed(_ path: String) -> String {
        var p = path
        while p.count > 1 && p.hasSuffix("/") { p.removeLast() }
        while p.hasPrefix("./") && p.count > 2 { p.removeFirst(2) }
        if p == "./" { return "." }
        return p
    }

    static func join(_ folder: String, _ name: String) -> String {
        folder == "/" ? "/" + name : folder == "." ? name : folder + "/" + name
    }

    static func absolute(_ path: String, workingDirectory: String) -> String {
        path.hasPrefix("/") ? path : join(workingDirectory, path)
    }

    /// `.` and `..` components resolved, no trailing slash.
    static func normalized(_ absolutePath: String) -> String {
        var parts: [Substring] = []
        for part in absolutePath.split(separator: "/") {
            if part == "." || part.isEmpty { continue }
            if part == ".." { _ = parts.popLast() } else { parts.append(part) }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// Relative to the working directory when under it (as the user typed paths), else absolute.
    static func displayPath(_ path: String, workingDirectory: String) -> String {
        let base = normalized(workingDirectory)
        return path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : path
    }

    static func isFile(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }
}
