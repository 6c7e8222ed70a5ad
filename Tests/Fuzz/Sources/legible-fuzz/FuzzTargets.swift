import Foundation
import LegibleAudit
import LegibleCore
import LegibleFiles
import LegiblePalette
import LegibleUsage
import LegibleJSON

/// One libFuzzer target: how an input reaches the same entry point the CLI uses. Runs one input; traps (via
/// `FuzzInvariant.check`) when an invariant breaks. Seed files per target are chosen in `run.sh`.
typealias FuzzTarget = @Sendable ([UInt8]) -> Void

/// Every fuzz target, by the name `run.sh TARGET` takes. To add a reader: add one entry here (a closure that writes
/// the input where the loader expects it, then checks `FuzzInvariant.accounted`) and its seed files in `run.sh`.
enum FuzzTargets {
    static let all: [String: FuzzTarget] = [
        "catalog": { data in
            let file = FuzzScratch.write(data, to: "Fuzz.xcassets/fuzz.colorset/Contents.json")
            FuzzInvariant.accounted(PaletteLoader().load([FuzzScratch.path("Fuzz.xcassets")]), input: data, file: file)
        },
        "json": { data in
            // The line-tracking parser, in both dialects (JSON, and JSON5 as `.json5` token files are read): any input
            // parses or throws an error with a line inside the text; what JSON accepts, JSON5 (a superset) accepts.
            let lines = data.reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
            var acceptedAsJSON = false
            for dialect in [JSONParser.Dialect.json, .json5] {
                do throws(JSONParser.SyntaxError) {
                    _ = try JSONParser.parse(data, dialect: dialect)
                    if dialect == .json { acceptedAsJSON = true }
                } catch {
                    FuzzInvariant.check(
                        error.line >= 1 && error.line <= lines,
                        "\(dialect) syntax error at line \(error.line) of a \(lines)-line input")
                    FuzzInvariant.check(!acceptedAsJSON, "valid JSON rejected as JSON5: \(error)")
                }
            }
        },
        "tokens": { data in
            let file = FuzzScratch.write(data, to: "tokens/fuzz.tokens.json")
            FuzzInvariant.accounted(PaletteLoader().load([file]), input: data, file: file) { _ in
                !FuzzInvariant.tokenFileHoldsColor(data)
            }
        },
        "tokenconfig": { data in
            // `legible palette DIR` on a token folder whose layering an input decides: as `$themes.json` (Tokens
            // Studio), a DTCG resolver document or a Style Dictionary `config.json` (chosen from its text), beside
            // the fixture token files of that kind. Diagnostics about it name lines inside it, and the token files
            // beside it (all colors) give colors or diagnostics (a configuration may leave them unread, but says so):
            // never read as nothing, silently.
            FuzzFixtures.tokenConfigurationFolders
            let configuration = FuzzFixtures.TokenConfiguration.of(data)
            let file = FuzzScratch.write(data, to: "\(configuration.folder)/\(configuration.fileName)")
            let palette = PaletteLoader().load([FuzzScratch.path(configuration.folder)])
            FuzzInvariant.accounted(palette, input: data, file: file)
            FuzzInvariant.check(
                palette.variantCount > 0 || !palette.diagnostics.isEmpty,
                "a \(configuration) configuration read the fixture token files as no color and no diagnostic")
        },
        "android": { data in
            let file = FuzzScratch.write(data, to: "res/values/colors.xml")
            FuzzInvariant.accounted(PaletteLoader().load([file]), input: data, file: file) {
                !FuzzInvariant.mentionsAndroidColorDefinition($0)
            }
        },
        "css": { data in
            let file = FuzzScratch.write(data, to: "styles/fuzz.css")
            FuzzInvariant.accounted(PaletteLoader().load([file]), input: data, file: file) {
                !FuzzInvariant.hasCustomPropertyShape(FuzzInvariant.withoutComments($0, open: "/*", close: "*/"))
            }
        },
        "color": { data in
            // The CSS color parser on one value: parses to finite components or throws; never traps.
            guard let text = String(validating: data, as: UTF8.self) else { return }
            if let color = try? ColorParser.parse(text) {
                FuzzInvariant.check(color.alpha.isNaN == false, "NaN alpha from '\(text)'")
            }
        },
        "swift": { data in
            // `legible palette Foo.swift`: the Swift source reader through the loader. Beyond `accounted` (a file
            // with a color initializer outside comments and strings yields a color or a diagnostic), the reader's
            // own claim: every initializer it found is in the palette, static inline, or named by a diagnostic.
            let file = FuzzScratch.write(data, to: "Sources/Fuzz.swift")
            let palette = PaletteLoader().load([file])
            let sites = SwiftColorReader.read(files: [file]).initializerSites
            // A file whose initializers are all static colors used in place defines no color and needs no word.
            FuzzInvariant.accounted(palette, input: data, file: file) {
                !FuzzInvariant.mentionsSwiftColorInitializer($0)
                    || (!sites.isEmpty && sites.allSatisfy { $0.color == nil && $0.isStatic })
            }
            for site in sites {
                if let color = site.color {
                    FuzzInvariant.check(
                        palette.colors.contains { $0.name == color }
                            || palette.diagnostics.contains { $0.message.hasPrefix(color) },
                        "initializer at \(site.location) belongs to \(color), which is neither in the palette nor in a diagnostic"
                    )
                } else if !site.isStatic {
                    FuzzInvariant.check(
                        palette.diagnostics.contains { $0.location == site.location },
                        "inline initializer at \(site.location), computed at run time, without a diagnostic")
                }
            }
        },
        "ib": { data in
            // `legible pairs Main.storyboard`: the Interface Builder reader through UsageLoader, against the fixture
            // app's asset catalog (read once), so `name="…"` colors resolve.
            let file = FuzzScratch.write(data, to: "ib/Fuzz.storyboard")
            let scan = UsageLoader().load([file], palette: FuzzFixtures.appCatalog)
            FuzzInvariant.usageAccounted(scan, input: data, file: file) { d in
                guard let key = d.location.keyPath else { return false }
                return key.hasSuffix("/textColor") || key.hasSuffix("/titleColor") || key.contains("/textColor[")
                    || key.contains("/titleColor[")
            }
        },
        "androidcode": { data in
            // `legible pairs app/` on an Android project whose Kotlin code is the input: the code scan (themes and
            // window backgrounds set in code, dialog/popup hosts, custom views, colors set and views hidden in code)
            // over the fixture app's manifest, values and layouts. Every text color of the layouts still ends as a
            // pair or a diagnostic, and a diagnostic on the input names a line it has.
            let file = FuzzScratch.write(data, to: "androidcode/java/app/Fuzz.kt")
            let scan = UsageLoader().load([FuzzFixtures.androidCodeProject], palette: FuzzFixtures.androidPalette)
            let lines = data.reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
            for d in scan.diagnostics where d.location.path == file {
                FuzzInvariant.check(d.location.line >= 0 && d.location.line <= lines, "diagnostic past the input: \(d)")
            }
            let textPairs = scan.pairs.filter { $0.role != .nonText }.count
            let textDiagnostics = scan.diagnostics.filter { d in
                ["android:textColor", "android:textColorHint", "android:textColorLink"].contains {
                    d.location.keyPath?.hasSuffix("/@" + $0) == true
                }
            }.count
            FuzzInvariant.check(
                textPairs + textDiagnostics >= scan.elementsWithTextColor,
                "\(scan.elementsWithTextColor) elements with a text color, \(textPairs) pairs + \(textDiagnostics) diagnostics"
            )
        },
        "views": { data in
            // `legible pairs ContentView.swift`: the Swift view reader (SwiftUI modifiers, UIKit view properties)
            // through UsageLoader, with the palette the same file defines (what `legible pairs` reads from it).
            let file = FuzzScratch.write(data, to: "views/ContentView.swift")
            let scan = UsageLoader().load([file], palette: PaletteLoader().load([file]))
            FuzzInvariant.usageAccounted(scan, input: data, file: file) { d in
                guard let key = d.location.keyPath else { return false }
                return FuzzInvariant.swiftTextColorKeys.contains { key.hasSuffix("/" + $0) }
            }
        },
        "layout": { data in
            // `legible pairs app/`: an Android layout read with the fixture app's values (colors, styles, themes, a
            // night folder) and manifest (written once beside it), so styles and theme attributes resolve.
            let file = FuzzScratch.write(data, to: "android/res/layout/fuzz.xml")
            let root = FuzzFixtures.androidProject
            let scan = UsageLoader().load([root], palette: FuzzFixtures.androidPalette)
            FuzzInvariant.usageAccounted(scan, input: data, file: file) { d in
                guard let key = d.location.keyPath else { return false }
                return ["android:textColor", "android:textColorHint", "android:textColorLink"].contains {
                    key.hasSuffix("/@" + $0)
                }
            }
        },
        "config": { data in
            let file = FuzzScratch.write(data, to: "legible.json")
            if case .failure(.config(let diagnostics)) = PaletteReading.config(SourceFile.readJSON(file)) {
                FuzzInvariant.check(!diagnostics.isEmpty, "a rejected config without a diagnostic")
                FuzzInvariant.check(
                    diagnostics.allSatisfy { $0.location.path == file },
                    "a config diagnostic naming another file")
            }
        },
    ]
}
