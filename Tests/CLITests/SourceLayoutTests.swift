import Foundation
import Testing
import LegibleTestSupport

/// Two layout habits the code keeps: a command file declares one type, named after the file (`AuditRun`, shared by
/// the audit commands, lived in `LintCommand.swift`), and the audit opens no file: the readers (LegiblePalette,
/// LegibleUsage) read everything it evaluates (the dynamic-color-snapshot scan walked and read Swift files itself).
@Suite("Source layout")
struct SourceLayoutTests {
    static func swiftFiles(_ folder: String) throws -> [URL] {
        let root = TestPaths.repositoryRoot.appendingPathComponent(folder)
        let enumerator = try #require(FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil))
        return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
    }

    @Test("every file of LegibleCLI/Commands declares one top-level type, named after the file")
    func oneCommandTypePerFile() throws {
        let declaration = try NSRegularExpression(pattern: #"^(?:public )?(?:enum|struct|final class|class|protocol) (\w+)"#, options: .anchorsMatchLines)
        let files = try Self.swiftFiles("Sources/LegibleCLI/Commands")
        #expect(files.count >= 12)
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            let names = declaration.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { m in
                String(text[Range(m.range(at: 1), in: text)!])
            }
            #expect(names == [file.deletingPathExtension().lastPathComponent], "\(file.lastPathComponent) declares \(names)")
        }
    }

    @Test("LegibleAudit opens no file: no Foundation, no FileManager, no reading by path")
    func auditOpensNoFile() throws {
        let files = try Self.swiftFiles("Sources/LegibleAudit")
        #expect(files.count > 20)
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            for forbidden in ["import Foundation", "FileManager", "contentsOfFile", "FileWalker"] {
                #expect(!text.contains(forbidden), "\(file.lastPathComponent) uses \(forbidden)")
            }
        }
    }
}
