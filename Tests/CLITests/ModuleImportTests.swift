import Foundation
import Testing
import LegibleTestSupport

/// Each module's DocC page (`Sources/M/M.docc/M.md`) says what the module owns and what it may import. This keeps
/// that statement true: its package list is the manifest's, and no source file imports anything else.
@Suite("module docs: what each module may import")
struct ModuleImportTests {
    static let toolchainModules = ["Foundation", "FoundationXML", "Dispatch", "Glibc", "Musl", "Darwin"]

    struct ModuleDoc {
        var package: Set<String>
        var toolchain: Set<String>
    }

    /// The `- Package:` and `- Toolchain:` lines of every module's DocC page.
    static func docs() throws -> [String: ModuleDoc] {
        let sources = TestPaths.repositoryRoot.appendingPathComponent("Sources")
        var out: [String: ModuleDoc] = [:]
        for module in try FileManager.default.contentsOfDirectory(atPath: sources.path) {
            let page = sources.appendingPathComponent("\(module)/\(module).docc/\(module).md")
            guard let text = try? String(contentsOf: page, encoding: .utf8) else { continue }
            let lines = text.split(separator: "\n").map(String.init)
            let package = try #require(lines.first { $0.hasPrefix("- Package: ") }, "\(module)").dropFirst(
                "- Package: ".count)
            let toolchain = try #require(lines.first { $0.hasPrefix("- Toolchain: ") }, "\(module)")
            // "…; no Foundation." names what is not allowed: only the part before "No " counts.
            let allowed = toolchain.components(separatedBy: "No ")[0]
            out[module] = ModuleDoc(
                package: package == "—" ? [] : Set(package.components(separatedBy: ", ")),
                toolchain: Set(
                    toolchainModules.filter { name in
                        allowed.split(whereSeparator: { !$0.isLetter }).contains { $0 == name }
                    }))
        }
        return out
    }

    /// `import X` lines of a file (any indentation, `@testable`/`public` prefixes, inside `#if` too; not inside `"""`).
    static func imports(_ file: URL) throws -> Set<String> {
        let text = try String(contentsOf: file, encoding: .utf8)
        var out: Set<String> = []
        var inMultilineString = false // `import UIKit` written into generated code is not an import
        for line in text.split(separator: "\n") {
            if line.components(separatedBy: "\"\"\"").count % 2 == 0 { inMultilineString.toggle(); continue }
            if inMultilineString { continue }
            let words = line.split(separator: " ")
            guard let i = words.firstIndex(of: "import"),
                words[..<i].allSatisfy({ $0.hasPrefix("@") || $0 == "public" || $0 == "internal" }),
                i + 1 < words.count
            else { continue }
            // `import func Glibc.pow`: the module is the part before the dot of the last word.
            let kinds: Set<Substring> = ["func", "struct", "class", "enum", "protocol", "typealias", "var", "let"]
            let name = kinds.contains(words[i + 1]) && i + 2 < words.count ? words[i + 2] : words[i + 1]
            out.insert(String(name.split(separator: ".")[0]))
        }
        return out
    }

    @Test("every library module has a page; its package list is Package.swift's dependencies")
    func packageListsMatchTheManifest() throws {
        let docs = try Self.docs()
        let manifest = try ReadmeArchitectureTests.manifest()
        for (module, deps) in manifest where module != "CLegibleCPU" && module != "LegibleTestSupport" {
            let doc = try #require(docs[module], "\(module) has no DocC page saying what it may import")
            #expect(doc.package == deps, "\(module)")
        }
        #expect(docs.count >= 13)
    }

    @Test("no source file imports what its module's page does not allow")
    func sourcesImportOnlyWhatThePageAllows() throws {
        let docs = try Self.docs()
        var checked = 0
        for (module, doc) in docs {
            for file in try SourceLayoutTests.swiftFiles("Sources/\(module)") {
                let extra = try Self.imports(file).subtracting(doc.package).subtracting(doc.toolchain)
                #expect(extra.isEmpty, "\(file.lastPathComponent) in \(module) imports \(extra.sorted())")
                checked += 1
            }
        }
        #expect(checked > 200)
        // The rule the core is built on: no Foundation.
        #expect(docs["LegibleCore"]?.toolchain.contains("Foundation") == false)
    }

    /// The palette model is values: no Foundation in any form, whatever its DocC page says, so a library user can take
    /// the model without Foundation and the readers stay the only place files are opened.
    @Test("LegiblePaletteModel imports no Foundation (nor FoundationEssentials, FoundationXML)")
    func paletteModelIsFoundationFree() throws {
        let files = try SourceLayoutTests.swiftFiles("Sources/LegiblePaletteModel")
        #expect(files.count >= 10, "the model's files moved?")
        for file in files {
            let foundation = try Self.imports(file).filter { $0.hasPrefix("Foundation") }
            #expect(foundation.isEmpty, "\(file.lastPathComponent) imports \(foundation.sorted())")
        }
        #expect(try Self.docs()["LegiblePaletteModel"]?.toolchain.contains("Foundation") == false)
    }

    /// Data flows one way, read → model → audit → report: the audit opens no file. Palettes and UI files come through
    /// the readers (LegiblePalette, LegibleUsage), legible.json and the baseline as parsed JSON (`JSONDocument`) the
    /// CLI or a library user read, so LegibleAudit has no LegibleFiles and no file API of its own (issue 23: it read
    /// both with `SourceFile.readJSON`; before that the dynamic-color-snapshot scan walked and read Swift files).
    @Test("LegibleAudit opens no file: no LegibleFiles, no Foundation, no file API in its code")
    func auditOpensNoFile() throws {
        let files = try SourceLayoutTests.swiftFiles("Sources/LegibleAudit")
        #expect(files.count >= 30, "the audit's files moved?")
        let fileAPIs = [
            "FileManager", "FileHandle", "contentsOfFile", "SourceFile.", "FileWalker", "fopen(", "opendir(",
        ]
        for file in files {
            let reading = try Self.imports(file).filter { $0 == "LegibleFiles" || $0.hasPrefix("Foundation") }
            #expect(reading.isEmpty, "\(file.lastPathComponent) imports \(reading.sorted())")
            let lines = try String(contentsOf: file, encoding: .utf8).split(
                separator: "\n", omittingEmptySubsequences: false)
            for (i, line) in lines.enumerated() where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                for api in fileAPIs where line.contains(api) {
                    Issue.record("\(file.lastPathComponent):\(i + 1) uses \(api): the audit opens no file")
                }
            }
        }
        #expect(try ReadmeArchitectureTests.manifest()["LegibleAudit"]?.contains("LegibleFiles") == false)
        #expect(try Self.docs()["LegibleAudit"]?.package.contains("LegibleFiles") == false)
    }
}
