import Foundation
import LegiblePaletteModel

/// Walks folders the way every reader needs: sorted (so output never depends on directory order), following
/// symbolic links once (a link back to an ancestor is a loop, reported and skipped), reporting unreadable folders
/// instead of ignoring them, and refusing absurd depth.
///
/// What a walk leaves out, so that `legible lint .` at the root of a big repository reads the project and not its
/// build products or dependencies:
/// - entries whose name starts with `.` (`.git`, `.build`, `.gradle`, `.DS_Store`, …);
/// - folders named in `skippedFolderNames` (`build`, `DerivedData`, `Pods`, `Carthage`, `SourcePackages`,
///   `node_modules`); the dependency checkouts among them (and in `.build`) are listed in `dependencyCheckouts`;
/// - what `.gitignore` files ignore, as git decides it (`GitIgnore`): the `.gitignore` of every folder the walk enters
///   applies to what is below it (inner files are asked first), and when the walk starts inside a git work tree, so do
///   the `.gitignore` files of the folders from the one containing `.git` down to the walk's root. A folder that is
///   ignored is not entered, so nothing inside it can be re-included. `.git/info/exclude`, `core.excludesFile` and
///   the global excludes are not read: they are one person's settings, and the result would differ between machines.
///
/// The root of a walk, the path the user gave, is always read, even if so named or ignored; when it is itself inside
/// an ignored folder (or ignored), the `.gitignore` files above it are not applied either.
public struct FileWalker {
    public static let maximumDepth = 64

    /// Folders never entered when found while walking: build products and third-party dependencies, not the
    /// project's own colors (SwiftPM's `.build` and Gradle's `.gradle` are left out as hidden entries).
    public static let skippedFolderNames: Set<String> = [
        "build", "DerivedData", "Pods", "Carthage", "SourcePackages", "node_modules",
    ]

    /// Whether a folder of this name is left out when found while walking (hidden, or in `skippedFolderNames`).
    public static func skipsFolder(named name: String) -> Bool {
        name.hasPrefix(".") || skippedFolderNames.contains(name)
    }

    public struct Entry: Sendable, Hashable {
        public var path: String
        public var isDirectory: Bool
    }

    public private(set) var diagnostics: [Diagnostic] = []
    /// The dependency checkouts (`DependencyCheckouts`) in the folders walked, in walk order, once each: not read as
    /// the project's files, but a palette reads their colors.
    public private(set) var dependencyCheckouts: [String] = []

    public init() {}

    /// The sorted entries directly inside `directory` (hidden ones left out), or nil (with a diagnostic) when it cannot
    /// be listed.
    public mutating func children(of directory: String) -> [Entry]? {
        listing(of: directory)?.entries
    }

    /// The entries of `directory` and whether it holds a `.gitignore` file and a `.build` folder (SwiftPM's).
    mutating func listing(of directory: String) -> (entries: [Entry], hasGitIgnore: Bool, hasBuild: Bool)? {
        let fm = FileManager.default
        guard let names = try? fm.contentsOfDirectory(atPath: directory) else {
            diagnostics.append(
                .error(SourceLocation(path: directory, line: 0), "cannot read folder (permission denied?)"))
            return nil
        }
        var hasGitIgnore = false, hasBuild = false
        let entries: [Entry] = names.sorted().compactMap { name in
            if name.hasPrefix(".") { // .DS_Store, .git: not palette content
                if name == ".gitignore" { hasGitIgnore = true }
                if name == ".build" { hasBuild = true }
                return nil
            }
            let path = (directory as NSString).appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isDirectory) else {
                let reason = SourceFile.missingReason(path)
                let location = SourceLocation(path: path, line: 0)
                // A link to nothing inside a repository (into a submodule not checked out, a folder another checkout
                // has) holds nothing to read: named, not an error. A loop, or anything else missing, stays one.
                if reason == SourceFile.brokenLinkReason {
                    let target = (try? fm.destinationOfSymbolicLink(atPath: path)).map { " to '\($0)'" } ?? ""
                    diagnostics.append(.warning(location, "broken symbolic link\(target): nothing there to read"))
                } else {
                    diagnostics.append(.error(location, reason))
                }
                return nil
            }
            return Entry(path: path, isDirectory: isDirectory.boolValue)
        }
        return (entries, hasGitIgnore, hasBuild)
    }

    /// Every file below `root`, depth first, sorted, leaving out what the type's comment says; `descend` decides per
    /// folder whether to enter it (a reader that owns a folder, like an asset catalog, takes it whole and gets the
    /// folder's path among the files).
    public mutating func files(under root: String, descend: (String) -> Bool = { _ in true }) -> [String] {
        var result: [String] = []
        var ancestors: [String] = []
        var ignores = repositoryIgnores(above: root)
        walk(root, depth: 0, ancestors: &ancestors, ignores: &ignores, descend: descend, into: &result)
        RunProgress.found(result)
        return result
    }

    /// A `.gitignore` in force during a walk: it applies to paths below `base` (a walked path), matched as
    /// `prefix` + the path relative to `base`.
    struct IgnoreFrame {
        let rules: GitIgnore
        let base: String
        let prefix: [UInt8]
        /// How many bytes of a walked path below `base` to drop to get the path relative to `base`.
        let baseLength: Int

        init(rules: GitIgnore, base: String, prefix: [UInt8] = []) {
            self.rules = rules
            self.base = base
            self.prefix = prefix
            // Measured on a child path, as the walk makes them (whatever NSString makes of `.`, `//` or a final `/`).
            baseLength = (base as NSString).appendingPathComponent("x").utf8.count - 1
        }
    }

    /// Whether the `.gitignore` files in force ignore `path` (below every frame's base): the innermost file with a
    /// matching pattern decides.
    static func isIgnored(_ path: String, isDirectory: Bool, by ignores: [IgnoreFrame]) -> Bool {
        for frame in ignores.reversed() {
            let relative = frame.prefix + path.utf8.dropFirst(frame.baseLength)
            if let pattern = frame.rules.lastMatch(relative, isDirectory: isDirectory) { return !pattern.isNegated }
        }
        return false
    }

    mutating func walk(
        _ directory: String, depth: Int, ancestors: inout [String], ignores: inout [IgnoreFrame],
        descend: (String) -> Bool, into result: inout [String]
    ) {
        guard let real = Self.enter(directory, depth: depth, below: ancestors, into: &diagnostics) else { return }
        guard let listed = listing(of: directory) else { return }
        ancestors.append(real)
        defer { ancestors.removeLast() }
        let frames = ignores.count
        defer { ignores.removeSubrange(frames...) }
        if listed.hasGitIgnore, let rules = readGitIgnore((directory as NSString).appendingPathComponent(".gitignore"))
        {
            ignores.append(IgnoreFrame(rules: rules, base: directory))
        }
        if listed.hasBuild { noteDependencyCheckouts(in: (directory as NSString).appendingPathComponent(".build")) }
        for entry in listed.entries {
            if entry.isDirectory && Self.skippedFolderNames.contains((entry.path as NSString).lastPathComponent) {
                noteDependencyCheckouts(in: entry.path)
                continue
            }
            if !ignores.isEmpty && Self.isIgnored(entry.path, isDirectory: entry.isDirectory, by: ignores) { continue }
            if entry.isDirectory {
                if descend(entry.path) {
                    walk(
                        entry.path, depth: depth + 1, ancestors: &ancestors, ignores: &ignores, descend: descend,
                        into: &result)
                } else {
                    result.append(entry.path)
                }
            } else {
                result.append(entry.path)
            }
        }
    }

    /// Records the checkouts of a dependency folder the walk passes by (whether or not `.gitignore` ignores it).
    mutating func noteDependencyCheckouts(in folder: String) {
        guard DependencyCheckouts.folderNames.contains((folder as NSString).lastPathComponent) else { return }
        for checkout in DependencyCheckouts.checkouts(in: folder) where !dependencyCheckouts.contains(checkout) {
            dependencyCheckouts.append(checkout)
        }
    }

    /// The patterns of a `.gitignore` file, or nil (with a warning) when it cannot be read.
    mutating func readGitIgnore(_ path: String) -> GitIgnore? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else {
            return nil
        }
        // Read with SourceFile (bounded; FileManager.contents leaks under the fuzz build's LeakSanitizer).
        guard case .success(let data) = SourceFile.read(path) else {
            diagnostics.append(
                .warning(
                    SourceLocation(path: path, line: 0),
                    "cannot read .gitignore (permission denied?); its patterns are not applied"))
            return nil
        }
        let rules = GitIgnore(contents: data)
        return rules.patterns.isEmpty ? nil : rules
    }

    /// The `.gitignore` files above `root` that apply below it: when a folder above `root` contains `.git` (a folder,
    /// or the file of a linked work tree), those of that folder and of every folder down to `root`'s parent. None when
    /// `root` is not inside a work tree, is its top, or is ignored or inside an ignored folder (a path given
    /// explicitly is read whole).
    mutating func repositoryIgnores(above root: String) -> [IgnoreFrame] {
        let fm = FileManager.default
        let components = (URL(fileURLWithPath: root).standardizedFileURL.path as NSString).pathComponents // [0] is "/"
        func folder(_ count: Int) -> String { NSString.path(withComponents: Array(components[..<count])) }
        func relative(_ from: Int, _ to: Int) -> String { components[from..<to].joined(separator: "/") }
        var top = components.count
        while top > 0 && !fm.fileExists(atPath: (folder(top) as NSString).appendingPathComponent(".git")) { top -= 1 }
        guard top > 0, top < components.count else { return [] }
        var found: [(rules: GitIgnore, level: Int)] = []
        for level in top...components.count {
            if level > top { // is the folder of `level` components ignored by the .gitignore files above it?
                for (rules, at) in found.reversed() {
                    guard let pattern = rules.lastMatch(relative(at, level), isDirectory: true) else { continue }
                    if !pattern.isNegated { return [] }
                    break
                }
            }
            if level < components.count,
                let rules = readGitIgnore((folder(level) as NSString).appendingPathComponent(".gitignore"))
            {
                found.append((rules, level))
            }
        }
        return found.map {
            IgnoreFrame(rules: $0.rules, base: root, prefix: Array((relative($0.level, components.count) + "/").utf8))
        }
    }

    /// Whether a walk may enter `folder`, `depth` levels below its root: the folder's resolved path (to push on
    /// `ancestors`, the resolved folders the walk is inside, while in it), or nil with an error when it is a symbolic
    /// link back to one of `ancestors` (a loop) or deeper than `maximumDepth`. Every walk of folders asks this one
    /// question (`files(under:)`, the asset catalog walk), so loops and depth are refused and worded alike.
    public static func enter(
        _ folder: String, depth: Int, below ancestors: [String], into diagnostics: inout [Diagnostic]
    ) -> String? {
        let real = resolved(folder)
        if ancestors.contains(real) {
            diagnostics.append(
                .error(
                    SourceLocation(path: folder, line: 0), "symbolic link loop (points back to \(real)); not followed"))
            return nil
        }
        if depth > maximumDepth {
            diagnostics.append(
                .error(
                    SourceLocation(path: folder, line: 0), "folders nested deeper than \(maximumDepth) levels; not read"
                ))
            return nil
        }
        return real
    }

    /// The path with symbolic links resolved, for loop detection.
    static func resolved(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path
    }
}
