import Foundation
import Testing
import LegibleTestSupport

/// The repository stands alone: a comment that cites a facts document (`…Formats.md §N`) cites one in the
/// repository, a DocC article of the module that relies on it. Before, 15 comments cited `formats.md`, a file
/// outside the repository.
@Suite("Cited documents")
struct CitedDocumentTests {
    @Test("every cited *formats.md is a DocC article in the repository")
    func citationsResolve() throws {
        let root = TestPaths.repositoryRoot
        var articles: [String: String] = [:] // file name → path
        var sources: [String] = []
        let enumerator = try #require(FileManager.default.enumerator(atPath: root.path))
        for case let relative as String in enumerator {
            if relative.hasPrefix(".") || relative.contains("/.") { continue }
            if relative.hasSuffix(".md") && relative.contains(".docc/") {
                articles[(relative as NSString).lastPathComponent] = relative
            }
            if (relative.hasPrefix("Sources/") || relative.hasPrefix("Tests/"))
                && (relative.hasSuffix(".swift") || relative.hasSuffix(".py"))
                && !relative.hasSuffix("CitedDocumentTests.swift")
            {
                sources.append(relative)
            }
        }
        let citation = try NSRegularExpression(pattern: #"([A-Za-z./]*)formats\.md"#, options: [.caseInsensitive])
        var cited = 0
        for relative in sources {
            let text = try String(contentsOfFile: root.appendingPathComponent(relative).path, encoding: .utf8)
            for m in citation.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                let written = String(text[Range(m.range, in: text)!])
                let name = (written as NSString).lastPathComponent
                cited += 1
                #expect(
                    articles[name] != nil, "\(relative) cites \(written), which is not a DocC article of the repository"
                )
            }
        }
        #expect(cited >= 15)
    }
}
