import Foundation

/// Where tests find their inputs: the repository's `Fixtures/`, and the optional shared corpus of real projects'
/// files beside the checkout (`../shared/corpus`, read in place, never copied).
///
/// Corpus tests are declared with `@Test(.corpus)` or `@Suite(.corpus)` (CorpusTrait.swift), so that
/// without the corpus they are reported as **skipped** by the test runner, never as passed.
public enum TestPaths {
    /// The package root (this file is `Tests/LegibleTestSupport/TestPaths.swift`).
    public static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `<root>/Fixtures/<relative>`.
    public static func fixture(_ relative: String) -> String {
        repositoryRoot.appendingPathComponent("Fixtures").appendingPathComponent(relative).path
    }

    /// `<root>/../shared/corpus`, whether or not it exists.
    public static let corpusRoot: String = repositoryRoot.deletingLastPathComponent()
        .appendingPathComponent("shared/corpus").standardizedFileURL.path

    /// Whether the shared corpus is beside the checkout.
    public static let corpusAvailable: Bool = {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: corpusRoot, isDirectory: &isDirectory) && isDirectory.boolValue
    }()

    /// `<corpus>/<relative>`.
    public static func corpus(_ relative: String) -> String { corpusRoot + "/" + relative }
}
