import Foundation
import LegibleAudit
import LegibleCore
import LegiblePalette

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
            // The line-tracking parser: any input parses or throws an error with a line inside the text.
            do throws(JSONParser.SyntaxError) {
                _ = try JSONParser.parse(data)
            } catch {
                let lines = data.reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
                FuzzInvariant.check(error.line >= 1 && error.line <= lines, "syntax error at line \(error.line) of a \(lines)-line input")
            }
        },
        "tokens": { data in
            let file = FuzzScratch.write(data, to: "tokens/fuzz.tokens.json")
            FuzzInvariant.accounted(PaletteLoader().load([file]), input: data, file: file) { !FuzzInvariant.mentionsColor($0) }
        },
        "android": { data in
            let file = FuzzScratch.write(data, to: "res/values/colors.xml")
            FuzzInvariant.accounted(PaletteLoader().load([file]), input: data, file: file) { !FuzzInvariant.withoutComments($0).contains("color") }
        },
        "css": { data in
            let file = FuzzScratch.write(data, to: "styles/fuzz.css")
            FuzzInvariant.accounted(PaletteLoader().load([file]), input: data, file: file) { !FuzzInvariant.hasCustomPropertyShape(FuzzInvariant.withoutComments($0, open: "/*", close: "*/")) }
        },
        "color": { data in
            // The CSS color parser on one value: parses to finite components or throws; never traps.
            guard let text = String(validating: data, as: UTF8.self) else { return }
            if let color = try? ColorParser.parse(text) {
                FuzzInvariant.check(color.alpha.isNaN == false, "NaN alpha from '\(text)'")
            }
        },
        "config": { data in
            let file = FuzzScratch.write(data, to: "legible.json")
            if case .failure(let errors) = ConfigParser.load(file) {
                FuzzInvariant.check(!errors.diagnostics.isEmpty, "a rejected config without a diagnostic")
                FuzzInvariant.check(errors.diagnostics.allSatisfy { $0.location.path == file }, "a config diagnostic naming another file")
            }
        },
    ]
}
