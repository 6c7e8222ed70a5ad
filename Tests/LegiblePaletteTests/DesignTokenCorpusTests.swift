import Foundation
import LegibleCore
import LegibleTestSupport
import Testing
@testable import LegiblePalette
@testable import LegibleFiles

/// The design token reader on real repositories (`shared/corpus`, see its SOURCES.md).
@Suite struct DesignTokenCorpusTests {
    static let repositories = [
        "element-hq__compound-design-tokens/tokens",
        "adobe__spectrum-design-data/packages/tokens",
        "fermi-ad__flutter-bison-design-system/tokens",
        "digdir__designsystemet/design-tokens",
    ]

    /// Every color definition on disk, counted independently, is accounted for by the reader: it is the source of
    /// at least one variant or of a diagnostic, per file. Spectrum's `wireframe` values are accounted for by one
    /// warning per file that states their number.
    @Test(.corpus) func everyColorDefinitionIsAccountedFor() throws {
        let corpus = TestPaths.corpusRoot
        for repository in Self.repositories { Self.checkAccounting(corpus + "/" + repository, label: repository) }
    }

    /// The same on the copies in Fixtures/palettes/tokens/corpus (MIT / Apache-2.0 files only), which are always present.
    @Test func copiedCorpusIsAccountedFor() {
        let copies = TokenFixtures.palette("corpus")
        for repository in Self.repositories.dropFirst() {
            Self.checkAccounting(copies + "/" + repository, label: "copy of " + repository)
        }
    }

    static func checkAccounting(_ folder: String, label: String) {
        var walker = FileWalker()
        let files = walker.files(under: folder).filter { $0.hasSuffix(".json") }
        let expected = IndependentTokenCounter.count(files: files)
        let palette = TokenFixtures.readFolder(folder)
        var sites: [String: Set<Int>] = [:]
        var otherModes: [String: Int] = [:]
        for variant in palette.colors.flatMap(\.variants) {
            sites[variant.source.path, default: []].insert(variant.source.line)
        }
        for d in palette.diagnostics {
            // A configuration ($themes.json naming a set the copy left out) holds no definitions.
            if TokenConfiguration.kind(ofFileNamed: (d.location.path as NSString).lastPathComponent) != nil { continue }
            if d.message.contains("not an appearance"), let n = Int(d.message.prefix { $0.isNumber }) {
                otherModes[d.location.path, default: 0] += n
            } else {
                sites[d.location.path, default: []].insert(d.location.line)
            }
        }
        let definitions = expected.values.reduce(0) { $0 + $1.definitions }
        let other = expected.values.reduce(0) { $0 + $1.otherModes }
        let accounted = sites.values.reduce(0) { $0 + $1.count }
        print(
            "\(label): \(files.count) files, \(definitions) color definitions on disk (+\(other) in other modes); reader: \(palette.colors.count) colors, \(palette.variantCount) variants from \(accounted) definition sites, \(palette.errors.count) errors, \(palette.warnings.count) warnings"
        )
        for file in Set(expected.keys).union(sites.keys).sorted() {
            let e = expected[file] ?? .init()
            #expect(
                sites[file, default: []].count == e.definitions,
                "\(file): \(e) on disk, \(sites[file, default: []].count) accounted for")
            #expect(otherModes[file, default: 0] == e.otherModes, "\(file): other-mode values")
        }
        #expect(accounted == definitions)
        #expect(definitions > 0)
    }

    /// Reading the four repositories in one call changes nothing: aliases resolve to the nearest definition, so
    /// same-named tokens of another repository are never picked up.
    @Test(.corpus) func repositoriesReadTogetherDoNotInterfere() {
        let corpus = TestPaths.corpusRoot
        var separate = Palette()
        var files: [DesignTokenReader.File] = []
        for repository in Self.repositories {
            separate.merge(TokenFixtures.readFolder(corpus + "/" + repository))
            var walker = FileWalker()
            files += walker.files(under: corpus + "/" + repository).filter { $0.hasSuffix(".json") }.map {
                .init(path: $0, explicit: false, theme: nil)
            }
        }
        let together = DesignTokenReader.read(files: files)
        #expect(together == separate)
    }

    /// Spot checks on the copies: values as written in the files.
    @Test func copiedCorpusValues() throws {
        let copies = TokenFixtures.palette("corpus")
        let bison = TokenFixtures.readFolder(copies + "/fermi-ad__flutter-bison-design-system/tokens")
        // Light.tokens.json Surface.Transparent: hex #FFFFFF, alpha 0.
        let transparent = try #require(bison.tokenColor("Surface.Transparent"))
        #expect(transparent.appearances == [.light, .dark])
        #expect(transparent.variant(exactly: .light)?.color?.alpha == 0)
        let spectrum = TokenFixtures.readFolder(copies + "/adobe__spectrum-design-data/packages/tokens")
        #expect(spectrum.tokenColor("blue-100")?.variants.map { $0.color?.hexRGBA } == ["#f5f9ffff", "#0e173fff"])
        let digdir = TokenFixtures.readFolder(copies + "/digdir__designsystemet/design-tokens")
        let accent = try #require(digdir.tokenColor("color.accent.1"))
        #expect(accent.variants.map(\.appearance) == [.light, .dark])
        #expect(accent.variants.map { $0.source.path.hasSuffix("themes/designsystemet.json") } == [true, true])
        #expect(accent.variant(exactly: .light)?.color?.hexRGB == "#ffffff")
    }

    /// The real files give no errors except the ones explained here:
    /// - designsystemet `semantic/color/*.json` (8 × 16 = 128 tokens) alias `{color.<set>.background-default}` …,
    ///   which no token file at that commit defines (the old `semantic/color.json` that mapped them onto
    ///   `{color.<set>.1}`… is gone, and `$metadata.json` lists no set that defines them). The targets are missing.
    /// - designsystemet `$themes.json` names 11 token sets (sizes, typography, `semantic/style`, `primitives/globals`)
    ///   that the corpus did not copy (it holds the color files only): one error each, at the set's line.
    /// Warnings: compound's 7 `linear-gradient(…)` values typed `color`; Spectrum's `wireframe` values (one per file).
    @Test(.corpus) func onlyExplainedDiagnostics() {
        let corpus = TestPaths.corpusRoot
        var summary: [String: [String: Int]] = [:]
        for repository in Self.repositories {
            let palette = TokenFixtures.readFolder(corpus + "/" + repository)
            for d in palette.diagnostics {
                let kind = d.message.replacingOccurrences(of: #"\{[^}]*\}"#, with: "{…}", options: .regularExpression)
                    .replacingOccurrences(of: #"^\d+"#, with: "N", options: .regularExpression)
                summary[repository, default: [:]]["\(d.severity): \(kind)", default: 0] += 1
            }
            print(repository, (summary[repository] ?? [:]).sorted { $0.key < $1.key }.map { "\($0.value)× \($0.key)" })
            for d in palette.diagnostics.prefix(2) { print("  e.g. \(d)") }
            if repository.hasPrefix("digdir") {
                let semantic = #/semantic/color/[a-z0-9]+\.json$/#
                for e in palette.errors where !e.location.path.hasSuffix("$themes.json") {
                    #expect(e.location.path.contains(semantic) && e.message.hasPrefix("reference {color."), "\(e)")
                }
                let missingSets = palette.errors.filter { $0.location.path.hasSuffix("$themes.json") }
                #expect(missingSets.count == 11)
                #expect(
                    missingSets.allSatisfy {
                        $0.message.hasPrefix("token set '") && $0.message.contains("not found") && $0.location.line > 0
                    })
            }
        }
        #expect(summary[Self.repositories[0]] == ["warning: gradient typed as color; not checked": 7])
        #expect(
            summary[Self.repositories[1]] == [
                "warning: N color values in sets that are not an appearance (wireframe) are not checked": 3
            ])
        #expect(summary[Self.repositories[2]] == nil)
        #expect(summary[Self.repositories[3]]?["error: reference {…} not found"] == 128)
        #expect(summary[Self.repositories[3]]?.values.reduce(0, +) == 128 + 11)
    }

    /// Element compound: the asset catalog generated from the tokens agrees with them, for the 308 colorsets named
    /// like `gray1400` / `alphaBlue100` and all four appearances (1,232 entries), within 1/255 per channel.
    @Test(.corpus) func compoundAssetCatalogAgreesWithTokens() throws {
        let corpus = TestPaths.corpusRoot
        let root = corpus + "/element-hq__compound-design-tokens"
        let catalog = AssetCatalogReader.read(catalog: root + "/assets/ios/swift/Colors.xcassets")
        let tokens = TokenFixtures.readFolder(root + "/tokens")
        let pattern = #/^(alpha)?([A-Z]?[a-z]+)([0-9]+)$/#
        var compared = 0, colorsets = 0
        for color in catalog.colors {
            guard let match = color.name.wholeMatch(of: pattern) else { continue }
            colorsets += 1
            let name = "color." + (match.1 == nil ? "" : "alpha.") + match.2.lowercased() + "." + match.3
            let token = try #require(tokens.tokenColor(name, originSuffix: "$themes.json"), "\(color.name) → \(name)")
            for appearance in Appearance.allCases {
                let a = try #require(color.variant(exactly: appearance)?.color, "\(color.name) \(appearance)")
                let b = try #require(token.variant(exactly: appearance)?.color, "\(name) \(appearance)")
                let (x, y) = (a.srgb, b.srgb)
                let apart = [x.r - y.r, x.g - y.g, x.b - y.b, a.alpha - b.alpha].map(abs).max() ?? 0
                #expect(
                    apart <= 1.0 / 255 + 1e-9, "\(color.name) \(appearance): catalog \(a.hexRGBA), tokens \(b.hexRGBA)")
                compared += 1
            }
        }
        print("compound: \(colorsets) colorsets, \(compared) entries compared with tokens")
        #expect(colorsets == 308)
        #expect(compared == 1232)
    }
}
