import Foundation
import Testing
import LegibleTestSupport

/// Layout habits the code keeps: a command file declares one type, named after the file (`AuditRun`, shared by the
/// audit commands, lived in `LintCommand.swift`), and a list of keywords is spelled once. (That the audit opens no
/// file is `ModuleImportTests.auditOpensNoFile`.)
@Suite("Source layout")
struct SourceLayoutTests {
    static func swiftFiles(_ folder: String) throws -> [URL] {
        let root = TestPaths.repositoryRoot.appendingPathComponent(folder)
        let enumerator = try #require(FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil))
        return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
    }

    @Test("every file of LegibleCLI/Commands declares one top-level type, named after the file")
    func oneCommandTypePerFile() throws {
        let declaration = try NSRegularExpression(
            pattern: #"^(?:public )?(?:enum|struct|final class|class|protocol) (\w+)"#, options: .anchorsMatchLines)
        let files = try Self.swiftFiles("Sources/LegibleCLI/Commands")
        #expect(files.count >= 12)
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            let names = declaration.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { m in
                String(text[Range(m.range(at: 1), in: text)!])
            }
            #expect(
                names == [file.deletingPathExtension().lastPathComponent], "\(file.lastPathComponent) declares \(names)"
            )
        }
    }

    /// Issue 23: the keywords that open a type are `SwiftTypeDeclaration.keywords`; a copy drifts (the view readers'
    /// copy in `SwiftViewHosts.isView` lacked `protocol` and `actor`, so `actor A {` was searched past for a `:`).
    @Test("no source file outside LegibleSwiftSyntax spells the list of type keywords")
    func typeKeywordsDeclaredOnce() throws {
        let keyword = #""(?:struct|enum|class|actor|protocol|extension)""#
        let list = try NSRegularExpression(pattern: #"\[(?:"# + keyword + #",\s*){2,}"# + keyword + #"\]"#)
        let files = try Self.swiftFiles("Sources").filter { !$0.path.contains("/Sources/LegibleSwiftSyntax/") }
        #expect(files.count > 200)
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            let copies = list.numberOfMatches(in: text, range: NSRange(text.startIndex..., in: text))
            #expect(copies == 0, "\(file.lastPathComponent) spells the type keywords \(copies) times")
        }
    }
}
