import Foundation
import Testing
import LegibleTestSupport
@testable import LegiblePalette
@testable import LegibleFiles

/// What a walk leaves out (build and dependency folders, `.gitignore`d paths) and that a path given explicitly is
/// read anyway.
@Suite("FileWalker: skipped folders and .gitignore")
struct FileWalkerSkipTests {
    /// A fresh temporary folder holding `files` (relative path → contents); removed by the caller.
    static func tree(_ files: [String: String]) throws -> String { TemporaryTree.write(files, prefix: "walk") }

    /// The files a walk finds, relative to `root`.
    static func walked(_ root: String) -> [String] {
        var walker = FileWalker()
        return walker.files(under: root).map { String($0.dropFirst(root.count + 1)) }
    }

    /// The names of the files a walk finds.
    static func walkedNames(_ root: String) -> [String] {
        var walker = FileWalker()
        return walker.files(under: root).map { ($0 as NSString).lastPathComponent }
    }

    static let css = ":root { --text: #111111; --background: #ffffff; }\n"

    @Test func paletteLoaderSkipsDependencyAndBuildFoldersButReadsThemWhenGiven() throws {
        let root = try Self.tree([
            "src/colors.css": ":root { --app: #123456; }\n",
            "node_modules/x/colors.css": ":root { --dependency: #ff0000; }\n",
            "build/generated/colors.css": ":root { --built: #00ff00; }\n",
            "app/build/tokens.json": ##"{"built-token": {"$type": "color", "$value": "#0000ff"}}"##,
            "Pods/Lib/Colors.swift": "let podColor = UIColor(white: 0.5, alpha: 1)\n",
            "DerivedData/x.css": ":root { --derived: #010101; }\n",
            "Carthage/Checkouts/y.css": ":root { --carthage: #020202; }\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let walked = PaletteLoader().load([root])
        // A CocoaPods checkout's Swift colors are read (the app's code may name them); its CSS, and every other
        // skipped folder, are not. The checkout is named once.
        #expect(walked.colors.map(\.name) == ["--app", "podColor"])
        #expect(
            walked.diagnostics.map(\.description) == [
                "\(root)/Pods/Lib: warning: dependency checkout: read for the colors it declares (1 Swift file), not as"
                    + " the app's UI"
            ])

        // Given explicitly, as folders or files, they are read.
        #expect(PaletteLoader().load([root + "/node_modules"]).colors.map(\.name) == ["--dependency"])
        #expect(PaletteLoader().load([root + "/node_modules/x/colors.css"]).colors.map(\.name) == ["--dependency"])
        #expect(PaletteLoader().load([root + "/build"]).colors.map(\.name) == ["--built"])
        #expect(PaletteLoader().load([root + "/build/generated/colors.css"]).colors.map(\.name) == ["--built"])
        #expect(PaletteLoader().load([root + "/app/build"]).colors.map(\.name) == ["built-token"])
        #expect(PaletteLoader().load([root + "/Pods"]).colors.map(\.name) == ["podColor"])
        // A skipped name inside an explicit root is skipped again.
        #expect(PaletteLoader().load([root + "/app"]).colors.isEmpty)
    }

    @Test func onlyFoldersAreSkippedByName() throws {
        let root = try Self.tree([
            "build": "a file named build", "Pods.css": Self.css, ".hidden.css": Self.css, "a/.build/x.css": Self.css,
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(Self.walked(root) == ["Pods.css", "build"])
    }

    @Test func gitIgnoreInEveryFolderAppliesBelowIt() throws {
        let root = try Self.tree([
            ".gitignore": "*.css\n/generated/\nout/\n",
            "a.css": Self.css,
            "a.json": "{}",
            "generated/x.json": "{}",
            "sub/generated/x.json": "{}", // anchored: only the top folder's generated/
            "sub/out/x.json": "{}",
            "sub/.gitignore": "!keep.css\n*.json\n",
            "sub/keep.css": Self.css,
            "sub/drop.css": Self.css,
            "sub/deeper/keep.css": Self.css, // the inner file's negation applies at any depth below it
            "sub/deeper/y.json": "{}",
            "other/keep.css": Self.css, // the inner file does not apply beside it
            "other/y.json": "{}",
            "out/.gitignore": "!*\n", // inside an ignored folder: never read, nothing re-included
            "out/z.json": "{}",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(Self.walked(root) == ["a.json", "other/y.json", "sub/deeper/keep.css", "sub/keep.css"])
    }

    @Test func aFileInsideAnIgnoredFolderCannotBeReincluded() throws {
        let root = try Self.tree([
            ".gitignore": "vendor/\n!vendor/keep.css\nlib/*\n!lib/keep.css\n",
            "vendor/keep.css": Self.css, "lib/keep.css": Self.css, "lib/drop.css": Self.css,
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        // `lib/*` ignores what is in lib, not lib itself, so the negation can bring one file back (as in git).
        #expect(Self.walked(root) == ["lib/keep.css"])
    }

    @Test func gitIgnoreFilesAboveTheRootApplyInsideAWorkTreeOnly() throws {
        let root = try Self.tree([
            "repo/.git/HEAD": "ref: refs/heads/main\n",
            "repo/.gitignore": "*.css\n!/app/keep.css\ngenerated/\n",
            "repo/app/.gitignore": "*.json\n",
            "repo/app/a.css": Self.css,
            "repo/app/keep.css": Self.css,
            "repo/app/t.json": "{}",
            "repo/app/x.swift": "",
            "repo/app/generated/g.css": Self.css,
            "repo/app/generated/g.swift": "",
            "plain/.gitignore": "*.css\n", // no .git above: a .gitignore above the root is not read
            "plain/sub/a.css": Self.css,
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(Self.walked(root + "/repo/app") == ["keep.css", "x.swift"])
        #expect(Self.walkedNames(root + "/repo/app/") == ["keep.css", "x.swift"])
        // The root is ignored by a .gitignore above it: given explicitly, it is read whole (its own rules still apply).
        #expect(Self.walked(root + "/repo/app/generated") == ["g.css", "g.swift"])
        #expect(Self.walked(root + "/plain/sub") == ["a.css"])
        // A linked work tree has a `.git` file, not a folder.
        let linked = try Self.tree([
            ".git": "gitdir: /elsewhere\n", ".gitignore": "*.css\n", "sub/a.css": Self.css, "sub/b.swift": "",
        ])
        defer { try? FileManager.default.removeItem(atPath: linked) }
        #expect(Self.walked(linked + "/sub") == ["b.swift"])
    }

    /// Roots spelled with `.`, `//` or a final `/`: the paths below them are still matched relative to each
    /// .gitignore's folder.
    @Test func rootsSpelledOddly() throws {
        let root = try Self.tree([".git/": "", ".gitignore": "/sub/c.css\n", "sub/c.css": Self.css, "sub/d.swift": ""])
        defer { try? FileManager.default.removeItem(atPath: root) }
        for spelling in [
            root + "/.", root + "/", root + "//", root + "/./sub", root + "//sub/", root + "/sub/.",
            root + "/sub/../sub",
        ] {
            var walker = FileWalker()
            let files = walker.files(under: spelling)
            #expect(files.map { ($0 as NSString).lastPathComponent } == ["d.swift"], "\(spelling): \(files)")
        }
    }
}
