import Foundation
import Testing
@testable import LegibleFiles

/// `GitIgnore` and `FileWalker` against git itself: a temporary repository with nested `.gitignore` files, every
/// path asked of `git check-ignore`, and the walk must leave out exactly what git ignores (and for each path the
/// deciding pattern must be the one git names). Skipped, not passed, when `git` is not on PATH.
@Suite("GitIgnore: agrees with git check-ignore")
struct GitIgnoreGitComparisonTests {
    static let git: URL? = {
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("git")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }()

    /// `.gitignore` files by folder ("" is the repository's top).
    static let ignoreFiles: [String: String] = [
        "": """
        # build outputs and logs
        *.log
        !important.log
        /top-only.txt
        docs/*.md
        !docs/README.md
        out/
        **/cache
        generated/**
        !generated/keep.json
        a/**/z.css
        tmp?.txt
        [Tt]emp/
        [!abc]x.json
        report[0-9].css
        *.bak
        \\#hash.txt
        \\!bang.txt
        trailing.txt   \("")
        space\\ .txt
        nested/deep/
        **/fixtures/*.css
        !**/fixtures/keep.css
        logs/**/debug.log
        vendor
        /anchored/dir/
        *.tmp
        !*.tmp/
        foo**/bar
        x/**y
        [[:digit:]]*.txt
        [a-]dash.txt
        []]bracket.txt
        sub/explicit.json
        """,
        "sub": """
        *.css
        !keep.css
        /local.json
        inner/
        !*.log
        """,
        "sub/deeper": """
        !*.css
        ignored-in-deeper.txt
        """,
        "out": "!*\n", // in an ignored folder: git never reads it
    ]

    /// Files (folders end in `/`); their parent folders are compared too.
    static let paths: [String] = [
        "app.log", "important.log", "logs/important.log", "x/y/app.log",
        "top-only.txt", "sub/top-only.txt",
        "docs/guide.md", "docs/README.md", "docs/deep/guide.md", "x/docs/guide.md",
        "out/a.css", "out/keep.json", "src/out/b.css", "src/out.css",
        "cache/c.json", "x/cache/c.json", "x/y/cache", "cachex/c.json",
        "generated/g.json", "generated/keep.json", "generated/deep/keep.json", "x/generated/g.json",
        "a/z.css", "a/b/z.css", "a/b/c/z.css", "az.css", "x/a/z.css",
        "tmp1.txt", "tmp12.txt", "tmp.txt",
        "Temp/t.css", "temp/t.css", "TEMP/t.css",
        "dx.json", "ax.json", "cx.json", "x.json",
        "report1.css", "report10.css", "reportx.css",
        "notes.bak", "x/notes.bak",
        "#hash.txt", "!bang.txt", "trailing.txt", "space .txt", "space.txt",
        "nested/deep/n.css", "nested/deeper/n.css", "x/nested/deep/n.css",
        "fixtures/f.css", "fixtures/keep.css", "x/fixtures/f.css", "x/fixtures/keep.css", "x/fixtures/sub/f.css",
        "logs/debug.log", "logs/a/b/debug.log", "logs/a/info.log",
        "vendor", "x/vendor/v.css",
        "anchored/dir/d.css", "x/anchored/dir/d.css",
        "file.tmp", "dir.tmp/inside.css",
        "foox/bar", "foo/a/b/bar", "foo/bar", "fo/bar",
        "x/ay", "x/a/y",
        "9lives.txt", "lives.txt",
        "adash.txt", "-dash.txt", "bdash.txt",
        "]bracket.txt", "bracket.txt",
        "sub/a.css", "sub/keep.css", "sub/local.json", "sub/x/local.json", "sub/inner/i.json", "sub/x/inner/i.json",
        "sub/app.log", "sub/x/app.log", "sub/explicit.json",
        "sub/deeper/d.css", "sub/deeper/ignored-in-deeper.txt", "sub/deeper/more/e.css", "sub/ignored-in-deeper.txt",
        "plain/readme.swift", "plain/colors.css",
    ]

    /// Every path of the test and every folder above one.
    static var allPaths: [String] {
        var result = Set<String>()
        for path in paths {
            let parts = path.split(separator: "/").map(String.init)
            for count in 1...parts.count { result.insert(parts[..<count].joined(separator: "/")) }
        }
        return result.sorted()
    }

    /// git's verdict per path: (ignored, ".gitignore file:line" of the deciding pattern, or nil).
    static func askGit(_ repo: String, _ paths: [String]) throws -> [String: (ignored: Bool, source: String?)] {
        let home = repo + "/.git/test-home"
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        let process = Process()
        process.executableURL = git
        process.arguments = ["-c", "core.ignoreCase=false", "check-ignore", "--no-index", "-v", "-n", "-z", "--stdin"]
        process.currentDirectoryURL = URL(fileURLWithPath: repo)
        process.environment = [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "HOME": home,
            "XDG_CONFIG_HOME": home, "GIT_CONFIG_NOSYSTEM": "1", "GIT_CONFIG_GLOBAL": "/dev/null", "LC_ALL": "C",
        ]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(Data(paths.joined(separator: "\0").utf8 + [0]))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        // -v -n -z: source NUL line NUL pattern NUL path NUL, with empty fields for a path no pattern matches.
        let fields = data.split(separator: 0, omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self)
        }
        var verdicts: [String: (Bool, String?)] = [:]
        var i = 0
        while i + 3 < fields.count {
            let (source, line, pattern, path) = (fields[i], fields[i + 1], fields[i + 2], fields[i + 3])
            verdicts[path] = source.isEmpty ? (false, nil) : (!pattern.hasPrefix("!"), source + ":" + line)
            i += 4
        }
        return verdicts
    }

    /// The deciding pattern as git finds it, from `GitIgnore` alone: each folder on the way down is checked against
    /// the files above it (an ignored folder decides for all inside), then the path itself.
    static func decide(_ path: String, isDirectory: Bool) -> (ignored: Bool, source: String?) {
        let parts = path.split(separator: "/").map(String.init)
        for count in 1...parts.count {
            let last = count == parts.count
            var decided: (Bool, String?)? = nil
            for folderCount in stride(from: count - 1, through: 0, by: -1) {
                let folder = parts[..<folderCount].joined(separator: "/")
                guard let text = ignoreFiles[folder] else { continue }
                let relative = parts[folderCount..<count].joined(separator: "/")
                if let pattern = GitIgnore(text).lastMatch(relative, isDirectory: last ? isDirectory : true) {
                    decided = (!pattern.isNegated, (folder.isEmpty ? "" : folder + "/") + ".gitignore:\(pattern.line)")
                    break
                }
            }
            if last { return decided ?? (false, nil) }
            if let decided, decided.0 { return decided }
        }
        return (false, nil)
    }

    @Test(.enabled(if: git != nil, "git is not on PATH")) func walkerAndMatcherAgreeWithGit() throws {
        let repo = FileManager.default.temporaryDirectory.appendingPathComponent(
            "legible-gitignore-\(UUID().uuidString)"
        ).path
        defer { try? FileManager.default.removeItem(atPath: repo) }
        try FileManager.default.createDirectory(atPath: repo, withIntermediateDirectories: true)
        let initialize = Process()
        initialize.executableURL = Self.git
        initialize.arguments = ["init", "-q", repo]
        initialize.environment = ["HOME": repo, "GIT_CONFIG_NOSYSTEM": "1", "GIT_CONFIG_GLOBAL": "/dev/null"]
        try initialize.run()
        initialize.waitUntilExit()
        #expect(initialize.terminationStatus == 0)
        try "".write(toFile: repo + "/.git/info/exclude", atomically: true, encoding: .utf8)

        var directories = Set<String>()
        for path in Self.allPaths where Self.allPaths.contains(where: { $0.hasPrefix(path + "/") }) {
            directories.insert(path)
        }
        directories.insert("dir.tmp")
        for path in Self.allPaths {
            let full = repo + "/" + path
            if directories.contains(path) {
                try FileManager.default.createDirectory(atPath: full, withIntermediateDirectories: true)
            } else {
                try FileManager.default.createDirectory(
                    atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try "x\n".write(toFile: full, atomically: true, encoding: .utf8)
            }
        }
        for (folder, text) in Self.ignoreFiles {
            try FileManager.default.createDirectory(atPath: repo + "/" + folder, withIntermediateDirectories: true)
            try (text + "\n").write(toFile: repo + "/" + folder + "/.gitignore", atomically: true, encoding: .utf8)
        }

        let verdicts = try Self.askGit(repo, Self.allPaths)
        #expect(verdicts.count == Self.allPaths.count)
        #expect(Self.allPaths.count >= 60)
        #expect(Self.ignoreFiles.values.map { GitIgnore($0).patterns.count }.reduce(0, +) >= 25)
        // Both verdicts occur plenty, so agreement is not trivial.
        #expect(verdicts.values.filter(\.ignored).count >= 30)
        #expect(verdicts.values.filter { !$0.ignored }.count >= 30)

        // The walk: files it returns and folders it enters are exactly the paths git does not ignore.
        var entered = Set<String>()
        var walker = FileWalker()
        let files = walker.files(under: repo) {
            entered.insert(String($0.dropFirst(repo.count + 1))); return true
        }
        let seen = entered.union(files.map { String($0.dropFirst(repo.count + 1)) })
        #expect(walker.diagnostics.isEmpty)
        for path in Self.allPaths {
            guard let git = verdicts[path] else { Issue.record("git said nothing about \(path)"); continue }
            #expect(
                seen.contains(path) == !git.ignored,
                "\(path): git \(git.ignored ? "ignores" : "keeps") it (\(git.source ?? "no pattern"))")
            let ours = Self.decide(path, isDirectory: directories.contains(path))
            #expect(ours.ignored == git.ignored && ours.source == git.source, "\(path): git \(git), GitIgnore \(ours)")
        }
    }
}
