import Foundation
import LegibleCore
import LegibleTestSupport
import Testing
@testable import LegiblePalette

/// Counting over every colorset of the shared corpus: entries are counted independently of the reader (Foundation's
/// JSONSerialization, `colors` array length), and every entry must come back as a variant or a diagnostic located
/// at `colors[i]`.
@Suite struct AssetCatalogCountingTests {
    typealias F = AssetCatalogFixtures

    struct Tally {
        var colorsets = 0, entries = 0, asVariants = 0, asDiagnosticsOnly = 0, variants = 0, errors = 0, warnings = 0
    }

    @Test(.corpus) func everyCorpusEntryIsAccountedFor() throws {
        let corpus = TestPaths.corpusRoot
        let repositories = try FileManager.default.contentsOfDirectory(atPath: corpus).sorted()
        var total = Tally()
        var messages: [String: Int] = [:]
        for repository in repositories {
            let root = corpus + "/" + repository
            let files = F.colorsetFiles(under: root)
            if files.isEmpty { continue }
            let catalogs = F.catalogs(under: root)
            var palette = Palette()
            for catalog in catalogs { palette.merge(AssetCatalogReader.read(catalog: catalog)) }
            // Which entries of which file the palette accounts for.
            var byVariant: [String: Set<Int>] = [:], byDiagnostic: [String: Set<Int>] = [:], wholeFile: Set<String> = []
            for variant in palette.colors.flatMap(\.variants) {
                if let i = Self.entryIndex(variant.source.keyPath) {
                    byVariant[variant.source.path, default: []].insert(i)
                }
            }
            for d in palette.diagnostics {
                if let i = Self.entryIndex(d.location.keyPath) {
                    byDiagnostic[d.location.path, default: []].insert(i)
                } else {
                    wholeFile.insert(d.location.path)
                }
                messages[Self.pattern(d), default: 0] += 1
            }
            var tally = Tally(colorsets: files.count, variants: palette.variantCount)
            tally.errors = palette.diagnostics.filter { $0.severity == .error }.count
            tally.warnings = palette.diagnostics.count - tally.errors
            for file in files {
                #expect(catalogs.contains { file.hasPrefix($0 + "/") }, "\(file) is outside every catalog")
                let entries = try Self.independentEntryCount(file)
                tally.entries += entries
                if entries == 0 {
                    #expect(wholeFile.contains(file), "\(file): empty colorset without a diagnostic"); continue
                }
                for i in 0..<entries {
                    if byVariant[file]?.contains(i) == true {
                        tally.asVariants += 1
                    } else if byDiagnostic[file]?.contains(i) == true || wholeFile.contains(file) {
                        tally.asDiagnosticsOnly += 1
                    } else {
                        Issue.record("\(file) colors[\(i)] is neither a variant nor a diagnostic")
                    }
                }
            }
            #expect(tally.asVariants + tally.asDiagnosticsOnly == tally.entries, "\(repository)")
            print(
                "\(repository): \(tally.colorsets) colorsets, \(tally.entries) entries = \(tally.asVariants) as variants + \(tally.asDiagnosticsOnly) as diagnostics only; "
                    + "\(tally.variants) variants (\(tally.variants - tally.asVariants) added dark variants of dynamic system colors), \(tally.errors) errors, \(tally.warnings) warnings"
            )
            total.colorsets += tally.colorsets; total.entries += tally.entries; total.asVariants += tally.asVariants
            total.asDiagnosticsOnly += tally.asDiagnosticsOnly; total.variants += tally.variants
            total.errors += tally.errors; total.warnings += tally.warnings
        }
        print(
            "corpus total: \(total.colorsets) colorsets, \(total.entries) entries = \(total.asVariants) + \(total.asDiagnosticsOnly); \(total.variants) variants, \(total.errors) errors, \(total.warnings) warnings"
        )
        for (message, count) in messages.sorted(by: { $0.key < $1.key }) { print("  \(count)× \(message)") }
        // LegiblePalette.docc/PaletteFormats.md: 1,560 entries in 484 colorsets.
        #expect(total.colorsets == 484)
        #expect(total.entries == 1560)
        #expect(total.errors == 0)
    }

    /// `colors[3]…` → 3.
    static func entryIndex(_ keyPath: String?) -> Int? {
        guard let keyPath, keyPath.hasPrefix("colors[") else { return nil }
        return Int(keyPath.dropFirst(7).prefix { $0.isNumber })
    }

    static func independentEntryCount(_ file: String) throws -> Int {
        let data = try Data(contentsOf: URL(fileURLWithPath: file))
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        return (object?["colors"] as? [Any])?.count ?? 0
    }

    /// The message with the path's last component, for a summary.
    static func pattern(_ d: Diagnostic) -> String {
        let file = d.location.path.split(separator: "/").suffix(2).joined(separator: "/")
        return "\(d.severity.rawValue): \(d.message) [e.g. \(file)]"
    }
}
