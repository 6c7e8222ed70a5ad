import Foundation
import Testing
import LegiblePalette
import LegibleFiles
import LegibleTestSupport

/// One run reads and lexes each Swift file once (issue "What the screen shows", "one model read once"): the palette
/// reader, the view reader, the code scan and the `dynamic-color-snapshot` rule share the run's `SwiftSourceStore`.
/// `ReadCounter` counts every `SourceFile.read`, every lex and every declaration scan of the run, whoever does them.
@Suite struct ReadOnceTests {
    /// Swift palettes and themes, SwiftUI and UIKit views next to storyboards, snapshot-rule inputs, and a dependency
    /// checkout read for its colors.
    static let folders = [
        "Fixtures/app", "Fixtures/code-themes", "Fixtures/uikit-views", "Fixtures/swift-snapshots",
        "Fixtures/dependency-colors",
    ]
    .map { TestPaths.repositoryRoot.appendingPathComponent($0).path }

    /// The Swift files a walk of `folders` finds, and those of the dependency checkouts it passes by (read for
    /// their colors: `Fixtures/dependency-colors/Carthage/Checkouts/InkKit`).
    static var swiftFiles: [String] {
        var walker = FileWalker()
        let walked = folders.flatMap { walker.files(under: $0) }
        var dependencies = FileWalker()
        let checkouts = walker.dependencyCheckouts.flatMap { dependencies.files(under: $0) }
        return (walked + checkouts).filter { $0.hasSuffix(".swift") }
    }

    static func counting(_ args: [String]) -> (ReadCounter, CLI.Result) {
        let counter = ReadCounter()
        let result = ReadCounter.$current.withValue(counter) { CLI.run(args) }
        return (counter, result)
    }

    @Test(arguments: ["lint", "pairs"])
    func everySwiftFileIsReadAndLexedOnce(command: String) throws {
        let files = Self.swiftFiles
        #expect(files.count >= 10)
        let (counter, result) = Self.counting([command] + Self.folders + ["--format", "json"])
        #expect(result.status <= 1, "\(result.stderr)")
        let lexes = counter.lexes
        #expect(
            lexes == Dictionary(uniqueKeysWithValues: files.map { ($0, 1) }),
            "lexed more than once: \(lexes.filter { $0.value != 1 })")
        #expect(
            counter.parses == Dictionary(uniqueKeysWithValues: files.map { ($0, 1) }),
            "parsed more than once: \(counter.parses.filter { $0.value != 1 })")
        let reads = counter.reads.filter { $0.key.hasSuffix(".swift") }
        #expect(
            reads == Dictionary(uniqueKeysWithValues: files.map { ($0, 1) }),
            "read more than once: \(reads.filter { $0.value != 1 })")
    }

    /// Objective-C files (`.m`, `.h`) are read and parsed once per run too (`ObjCSourceStore`).
    @Test(arguments: ["lint", "pairs"])
    func everyObjectiveCFileIsReadAndParsedOnce(command: String) throws {
        let folder = TestPaths.repositoryRoot.appendingPathComponent("Fixtures/objc-theme-hooks").path
        var walker = FileWalker()
        let files = walker.files(under: folder).filter { $0.hasSuffix(".m") || $0.hasSuffix(".h") }
        #expect(files.count >= 10)
        let (counter, result) = Self.counting([command, folder, "--format", "json"])
        #expect(result.status <= 1, "\(result.stderr)")
        let once = Dictionary(uniqueKeysWithValues: files.map { ($0, 1) })
        #expect(counter.parses == once, "parsed other than once: \(counter.parses.filter { $0.value != 1 })")
        let reads = counter.reads.filter { $0.key.hasSuffix(".m") || $0.key.hasSuffix(".h") }
        #expect(reads == once, "read other than once: \(reads.filter { $0.value != 1 })")
    }

    /// Kotlin and Java files are read and parsed once per run too (`JVMSourceStore`), whichever Android readers ask:
    /// layouts, themes, hosts, lists, view colors, and one code scan per app of a multi-app project.
    @Test(arguments: ["lint", "pairs"])
    func everyKotlinAndJavaFileIsReadAndParsedOnce(command: String) throws {
        let folders = ["Fixtures/android-code-tree", "Fixtures/android-modules", "Fixtures/android-themes"]
            .map { TestPaths.repositoryRoot.appendingPathComponent($0).path }
        var walker = FileWalker()
        let files = folders.flatMap { walker.files(under: $0) }.filter { $0.hasSuffix(".kt") || $0.hasSuffix(".java") }
        #expect(files.count >= 20)
        let (counter, result) = Self.counting([command] + folders + ["--format", "json"])
        #expect(result.status <= 1, "\(result.stderr)")
        let once = Dictionary(uniqueKeysWithValues: files.map { ($0, 1) })
        #expect(counter.parses == once, "parsed other than once: \(counter.parses.filter { $0.value != 1 })")
        let reads = counter.reads.filter { $0.key.hasSuffix(".kt") || $0.key.hasSuffix(".java") }
        #expect(reads == once, "read other than once: \(reads.filter { $0.value != 1 })")
    }

    /// A Compose app shows no pair, so the run counts its `@Composable` files to say why (`UnreadInterface`): from the
    /// run's `JVMSourceStore`, not a second read.
    @Test func aRunWithoutPairsCountsComposeFilesFromTheStore() throws {
        let folder = TestPaths.repositoryRoot.appendingPathComponent("Fixtures/compose-app").path
        var walker = FileWalker()
        let files = walker.files(under: folder).filter { $0.hasSuffix(".kt") }
        #expect(files.count >= 2)
        let (counter, result) = Self.counting(["pairs", folder, "--format", "json"])
        #expect(result.stdout.contains("Jetpack Compose") || result.stderr.contains("Jetpack Compose"))
        let once = Dictionary(uniqueKeysWithValues: files.map { ($0, 1) })
        #expect(counter.reads.filter { $0.key.hasSuffix(".kt") } == once)
        #expect(counter.parses.filter { $0.key.hasSuffix(".kt") }.values.allSatisfy { $0 == 1 })
    }

    @Test func lintFindsSnapshotsFromTheSharedStore() {
        let (counter, result) = Self.counting(["lint"] + Self.folders + ["--format", "json"])
        #expect(result.stdout.contains("dynamic-color-snapshot"))
        #expect(counter.lexes.count == Self.swiftFiles.count)
    }
}
