import Foundation
import LegiblePalette
import LegibleUsage
import LegibleJSON

/// A per-process scratch folder (in /dev/shm when there is one) where inputs are written for the readers.
enum FuzzScratch {
    nonisolated(unsafe) static let root: String = {
        let base = FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory()
        // Named by the process (parallel runs do not collide) with a fixed width, so a path's length is the same in
        // every run; run.sh sets LEGIBLE_FUZZ_SCRATCH to one fixed name per target for repeatable runs.
        let fixed = ProcessInfo.processInfo.environment["LEGIBLE_FUZZ_SCRATCH"].flatMap { $0.isEmpty ? nil : $0 }
        let dir = fixed ?? "\(base)/legible-fuzz-\(String(1_000_000_000 + Int(getpid())))"
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(atPath: FuzzScratch.root) }
        return dir
    }()

    static func path(_ relative: String) -> String { "\(root)/\(relative)" }

    /// Writes `data` at `relative` (creating folders) and returns the full path.
    static func write(_ data: [UInt8], to relative: String) -> String {
        let file = path(relative)
        try? FileManager.default.createDirectory(
            atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: file, contents: Data(data))
        return file
    }
}

/// The invariants a target checks beyond "no crash, no hang, bounded memory" (which libFuzzer enforces).
enum FuzzInvariant {
    static func check(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition {
            FileHandle.standardError.write(Data("fuzz invariant broken: \(message())\n".utf8))
            abort()
        }
    }

    /// Whether a token file says anything about colors: a hex sign, a color function, or the word "color" (a type,
    /// a key). A file of spacing or font tokens may read as empty without a word.
    static func mentionsColor(_ text: String) -> Bool {
        let lower = text.lowercased()
        return ["#", "color", "rgb", "hsl", "lab(", "lch("].contains { lower.contains($0) }
    }

    /// The text without comments (`<!-- … -->` by default; an unclosed one runs to the end): colors in comments
    /// are not definitions.
    static func withoutComments(_ text: String, open opener: String = "<!--", close closer: String = "-->") -> String {
        var out = "", rest = Substring(text)
        while let open = rest.range(of: opener) {
            out += rest[..<open.lowerBound]
            guard let close = rest[open.upperBound...].range(of: closer) else { return out }
            rest = rest[close.upperBound...]
        }
        return out + rest
    }

    /// Whether the text has `--name` followed (after spaces) by `:` anywhere: a custom property declaration, or
    /// something meant as one.
    static func hasCustomPropertyShape(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        var i = 0
        while i + 1 < bytes.count {
            // Inside a quoted string `--name:` is text (fuzz report, 2026-11-26: `@med-scheme:"… --cpd-color--scheme:"`,
            // an unknown at-rule whose prelude holds it in a string). A string ends at its quote, or, unclosed, at a
            // newline (CSS Syntax 3 §4.3.5: a bad string); `\` escapes the next byte.
            if bytes[i] == UInt8(ascii: "\"") || bytes[i] == UInt8(ascii: "'") {
                let quote = bytes[i]
                i += 1
                while i < bytes.count, bytes[i] != quote, bytes[i] != 0x0A, bytes[i] != 0x0C, bytes[i] != 0x0D {
                    i += bytes[i] == UInt8(ascii: "\\") ? 2 : 1
                }
                i += 1
                continue
            }
            if bytes[i] == UInt8(ascii: "-"), bytes[i + 1] == UInt8(ascii: "-") {
                var j = i + 2
                while j < bytes.count,
                    bytes[j] == UInt8(ascii: "-") || bytes[j] == UInt8(ascii: "_") || bytes[j] >= 0x80
                        || (bytes[j] | 0x20 >= UInt8(ascii: "a") && bytes[j] | 0x20 <= UInt8(ascii: "z"))
                        || (bytes[j] >= 0x30 && bytes[j] <= 0x39)
                { j += 1 }
                while j < bytes.count, bytes[j] == 0x20 || bytes[j] == 0x09 || bytes[j] == 0x0A || bytes[j] == 0x0D {
                    j += 1
                }
                // A `--name:` followed by `{` before any `;` or `}` is inside a selector (`a--b:root {`), not a
                // declaration (fuzz report, 2026-11-25: `kkk--cpd-color-red-400kkk:root { #22imported: #222; }`
                // declares nothing).
                // `@--name:` is an at-rule (an unknown one, which browsers skip), not a declaration (fuzz report,
                // 2026-11-25: `:root { @--imported: #222223; }`); so is `@m--name:` (2026-11-26: `@m--cpd-color-greest:
                // mor%`), and `a--name:` is a property named `a--name`: a `--` inside a longer name starts nothing.
                let inName =
                    i > 0
                    && (bytes[i - 1] == UInt8(ascii: "@") || bytes[i - 1] == UInt8(ascii: "-")
                        || bytes[i - 1] == UInt8(ascii: "_")
                        || bytes[i - 1] >= 0x80
                        || (bytes[i - 1] | 0x20 >= UInt8(ascii: "a") && bytes[i - 1] | 0x20 <= UInt8(ascii: "z"))
                        || (bytes[i - 1] >= 0x30 && bytes[i - 1] <= 0x39))
                // `var(--name:…)` is a (broken) reference, not a declaration (2026-11-26: `var(--cpd-color-:gradient…)`).
                var before = i - 1
                while before >= 0,
                    bytes[before] == 0x20 || bytes[before] == 0x09 || bytes[before] == 0x0A || bytes[before] == 0x0D
                { before -= 1 }
                let inVar =
                    before >= 3 && bytes[before] == UInt8(ascii: "(")
                    && bytes[(before - 3)..<before].elementsEqual("var".utf8)
                // `--` alone is no custom property name (CSS Variables 1 reserves it).
                let named =
                    j > i + 2 && bytes[i + 2] != 0x20 && bytes[i + 2] != 0x09 && bytes[i + 2] != 0x0A
                    && bytes[i + 2] != 0x0D
                if j < bytes.count, bytes[j] == UInt8(ascii: ":"), !inName, !inVar, named {
                    var k = j + 1
                    while k < bytes.count,
                        ![UInt8(ascii: "{"), UInt8(ascii: ";"), UInt8(ascii: "}")].contains(bytes[k])
                    { k += 1 }
                    if k >= bytes.count || bytes[k] != UInt8(ascii: "{") { return true }
                }
                i = j
            } else {
                i += 1
            }
        }
        return false
    }

    /// Every color-looking definition is accounted for: an input that yields no color yields a diagnostic, unless
    /// nothing in it resembles a definition (`mayBeSilent`: e.g. CSS without `--`, as the mutation fuzz test in
    /// LegiblePaletteTests decides). Every diagnostic about the file names a line inside it.
    static func accounted(
        _ palette: Palette, input: [UInt8], file: String, mayBeSilent: (String) -> Bool = { _ in false }
    ) {
        let lines = input.reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
        for d in palette.diagnostics where d.location.path == file {
            check(
                d.location.line >= 0 && d.location.line <= lines,
                "diagnostic at line \(d.location.line) of a \(lines)-line file: \(d)")
        }
        guard palette.variantCount == 0, palette.diagnostics.isEmpty else { return }
        let blank = input.allSatisfy { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }
        check(
            blank || mayBeSilent(String(decoding: input, as: UTF8.self)),
            "\(input.count) bytes read as no color and no diagnostic")
    }
}

extension FuzzInvariant {
    /// Whether Swift text has a color initializer head the reader recognises (`UIColor(`, `NSColor(`, `Color(`,
    /// `CGColor(`, `#colorLiteral(`) outside comments and string literals, not after `func`/`init`/`case`/… (a
    /// declaration, not a call). Approximate on purpose, in the lenient direction: interpolations, raw strings and
    /// trailing-closure providers (`= UIColor { … }`) count as no mention, so only a plain call can fire `accounted`.
    static func mentionsSwiftColorInitializer(_ text: String) -> Bool {
        let code = Array(swiftCode(text).unicodeScalars)
        // `$` continues an identifier as Swift's lexer reads it (`weakText$Color()` is one name, a function call, and
        // `$Color` a projected value): never the start of a `Color(` initializer (fuzz report, 2026-11-30).
        func isIdentifier(_ c: Unicode.Scalar) -> Bool {
            c == "_" || c == "$" || c.properties.isAlphabetic || ("0"..."9").contains(c) || c.value >= 0x80
        }
        let heads = ["UIColor(", "NSColor(", "Color(", "CGColor(", "#colorLiteral("].map { Array($0.unicodeScalars) }
        let declarationWords: Set<String> = [
            "func", "init", "case", "struct", "class", "enum", "extension", "typealias",
        ]
        var i = 0
        while i < code.count {
            for head in heads where i + head.count <= code.count && Array(code[i..<(i + head.count)]) == head {
                if i > 0, isIdentifier(code[i - 1]) || code[i - 1] == "#" || code[i - 1] == "`" { continue }
                // The word before (skipping spaces): a declaration keyword makes this a declaration.
                var j = i - 1
                while j >= 0, code[j] == " " || code[j] == "\t" || code[j] == "\n" || code[j] == "\r" { j -= 1 }
                var word = ""
                while j >= 0, isIdentifier(code[j]) { word = String(code[j]) + word; j -= 1 }
                if !declarationWords.contains(word) { return true }
            }
            i += 1
        }
        return false
    }

    /// Swift text with `//` and (nested) `/* */` comments and `"…"` string literals replaced by spaces.
    static func swiftCode(_ text: String) -> String {
        let s = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView(), i = 0, depth = 0, inString = false
        while i < s.count {
            let c = s[i], next: Unicode.Scalar? = i + 1 < s.count ? s[i + 1] : nil
            if depth > 0 {
                if c == "/" && next == "*" { depth += 1; i += 2; continue }
                if c == "*" && next == "/" { depth -= 1; i += 2; out.append(" "); continue }
                out.append(c == "\n" ? "\n" : " "); i += 1; continue
            }
            if inString {
                if c == "\\" { i += 2; out.append(" "); continue }
                if c == "\"" { inString = false }
                out.append(c == "\n" ? "\n" : " "); i += 1; continue
            }
            if c == "/" && next == "/" {
                while i < s.count && s[i] != "\n" { i += 1 }
                continue
            }
            if c == "/" && next == "*" { depth = 1; i += 2; continue }
            if c == "\"" { inString = true; out.append(" "); i += 1; continue }
            out.append(c); i += 1
        }
        return String(out)
    }

    /// UI-file readers: every diagnostic about `file` names a line inside it; the file was read; and every element
    /// with a text color (`UsageScan.elementsWithTextColor`) ends as a text pair or a diagnostic naming it
    /// (`isTextDiagnostic`: its key path names a text-color attribute). At least as many as the count, not equal: a
    /// layout element can end in a pair for one theme and a warning for another.
    /// The Swift view reader's text-color keys (`SwiftUIColorUses.textModifiers`, UIKit's `textColor` and
    /// `setTitleColor`): a warning whose key path ends in one of them names an unchecked text color.
    static let swiftTextColorKeys = ["foregroundColor", "foregroundStyle", "textColor", "setTitleColor"]

    static func usageAccounted(_ scan: UsageScan, input: [UInt8], file: String, isTextDiagnostic: (Diagnostic) -> Bool)
    {
        let lines = input.reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
        for d in scan.diagnostics where d.location.path == file {
            check(
                d.location.line >= 0 && d.location.line <= lines,
                "diagnostic at line \(d.location.line) of a \(lines)-line file: \(d)")
        }
        // Read, or an error names it (a Swift file that is not UTF-8 is not read).
        check(
            scan.filesRead >= 1 || scan.diagnostics.contains { $0.severity == .error && $0.location.path == file },
            "the UI file was neither read nor named in an error")
        // A pair from a text-color use counts, whatever its role: SwiftUI's foregroundColor on an Image is non-text.
        let textPairs = scan.pairs.filter { pair in
            pair.site.location.path == file
                && (pair.role != .nonText || swiftTextColorKeys.contains { pair.site.location.keyPath == $0 })
        }.count
        let textDiagnostics = scan.diagnostics.filter { $0.location.path == file && isTextDiagnostic($0) }.count
        check(
            textPairs + textDiagnostics >= scan.elementsWithTextColor,
            "\(scan.elementsWithTextColor) elements with a text color, \(textPairs) text pairs + \(textDiagnostics) diagnostics"
        )
    }
}

/// Fixed files the UI-file targets read beside each input, from the checkout's Fixtures/ (found from this source
/// file's path; the fuzz binary runs from the checkout that built it).
enum FuzzFixtures {
    static let repo: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<5 { url.deleteLastPathComponent() } // FuzzSupport.swift, legible-fuzz, Sources, Fuzz, Tests
        return url.path
    }()

    /// The fixture app's asset catalog, read once (`Main.storyboard` names its colors).
    nonisolated(unsafe) static let appCatalog: Palette = PaletteLoader().load([
        "\(repo)/Fixtures/app/App/Assets.xcassets"
    ])

    /// `android/` in the scratch folder: the fixture app's manifest and `res/values*` files (a minimal colors.xml
    /// when the fixture is not there); inputs go to `android/res/layout/fuzz.xml`.
    nonisolated(unsafe) static let androidProject: String = {
        let fm = FileManager.default
        let source = "\(repo)/Fixtures/app/android/app/src/main"
        let target = FuzzScratch.path("android")
        var copied = 0
        for relative in (fm.subpaths(atPath: source) ?? []).sorted()
        where relative.hasSuffix(".xml") && !relative.hasPrefix("res/layout") {
            guard let contents = fm.contents(atPath: "\(source)/\(relative)") else { continue }
            _ = FuzzScratch.write(Array(contents), to: "android/\(relative)")
            copied += 1
        }
        if copied == 0 {
            _ = FuzzScratch.write(
                Array(
                    #"<resources><color name="text">#202020</color><color name="paper">#FFFFFF</color></resources>"#
                        .utf8),
                to: "android/res/values/colors.xml")
        }
        return target
    }()

    /// `androidcode/` in the scratch folder: the fixture app's manifest, values and layouts; inputs go to
    /// `androidcode/java/app/Fuzz.kt`, the app's Kotlin code.
    nonisolated(unsafe) static let androidCodeProject: String = {
        let fm = FileManager.default
        let source = "\(repo)/Fixtures/app/android/app/src/main"
        for relative in (fm.subpaths(atPath: source) ?? []).sorted() where relative.hasSuffix(".xml") {
            guard let contents = fm.contents(atPath: "\(source)/\(relative)") else { continue }
            _ = FuzzScratch.write(Array(contents), to: "androidcode/\(relative)")
        }
        return FuzzScratch.path("androidcode")
    }()

    /// The palette of `androidProject`'s values, read once (they never change).
    nonisolated(unsafe) static let androidPalette: Palette = PaletteLoader().load([androidProject])

    /// The three token-layering configurations, each as the fixture folder it layers (Fixtures/palettes/tokens-themes,
    /// token files copied once into the scratch folder, the configuration file itself left out): the file name an
    /// input is written under in that folder.
    enum TokenConfiguration: CaseIterable {
        case studioThemes, resolver, styleDictionary

        var folder: String {
            switch self {
            case .studioThemes: "tokenconfig/studio"
            case .resolver: "tokenconfig/resolver"
            case .styleDictionary: "tokenconfig/style-dictionary"
            }
        }

        var fileName: String {
            switch self {
            case .studioThemes: "$themes.json"
            case .resolver: "tokens.resolver.json"
            case .styleDictionary: "config.json"
            }
        }

        /// Which configuration an input reads as, from its text (so seeds, which are real configuration files, keep
        /// their meaning): a top-level array is a Tokens Studio `$themes.json`; a text naming `resolutionOrder`,
        /// `modifiers` or `sets` a resolver document; anything else a Style Dictionary config.
        static func of(_ data: [UInt8]) -> TokenConfiguration {
            if data.first(where: { !($0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09) }) == UInt8(ascii: "[") {
                return .studioThemes
            }
            let text = String(decoding: data, as: UTF8.self)
            return ["\"resolutionOrder\"", "\"modifiers\"", "\"sets\""].contains { text.contains($0) }
                ? .resolver : .styleDictionary
        }
    }

    /// Copies the token files of each configuration's fixture folder into the scratch folder, once.
    nonisolated(unsafe) static let tokenConfigurationFolders: Void = {
        let fm = FileManager.default
        let source = "\(repo)/Fixtures/palettes/tokens-themes"
        for configuration in TokenConfiguration.allCases {
            let name = (configuration.folder as NSString).lastPathComponent
            for relative in (fm.subpaths(atPath: "\(source)/\(name)") ?? []).sorted()
            where relative.hasSuffix(".json") && relative != configuration.fileName {
                guard let contents = fm.contents(atPath: "\(source)/\(name)/\(relative)") else { continue }
                _ = FuzzScratch.write(Array(contents), to: "\(configuration.folder)/\(relative)")
            }
        }
    }()
}

extension FuzzInvariant {
    /// Whether a token file holds a color, read structurally (the readers' JSON parser, not the reader): a token
    /// (an object with `$value`/`value`) typed `color` (its own `$type`/`type`, a group's above it, or a Spectrum
    /// color `$schema`), or an untyped token whose `$value`/`value` is a color object (`colorSpace` or `components`)
    /// or a string written as a color (`#…`, a color function). Not "the word color appears" (fuzz reports, 2026-11-25): a group named `color` whose tokens have an
    /// unknown type (`"$type": "co~lor"`) and hold numbers, null, arrays or objects without `colorSpace` holds
    /// nothing the reader could take for a color, typed or untyped; nor does a `color`-typed group without tokens
    /// (`"$val-ue"` is no value key); and an alias alone is not a color. Unparseable text counts as holding one (the
    /// reader must then say why it could not read it).
    static func tokenFileHoldsColor(_ data: [UInt8]) -> Bool {
        guard let root = try? JSONParser.parse(data) else { return true }
        let functions = ["rgb(", "rgba(", "hsl(", "hsla(", "hwb(", "lab(", "lch(", "oklab(", "oklch(", "color("]
        // A reference (`{negative-color-200}`) names a color; it defines none.
        func isReference(_ node: JSONNode?) -> Bool {
            node?.string.map { $0.trimmingCharacters(in: .whitespaces).hasPrefix("{") } ?? false
        }
        // `type`: the type in effect (own or inherited), nil when none. `insideValue`: under another token's value,
        // where the formats have no tokens: a token-shaped object there counts only for a literal color (the
        // reader's composite-value warning names those), not for a reference (fuzz report, 2026-11-25: Spectrum
        // color sets nested in a mutated typography value, holding references to tokens the file lacks).
        func holds(_ node: JSONNode, type inherited: String?, insideValue: Bool = false) -> Bool {
            switch node.kind {
            case .object(let members):
                var type = inherited
                if let t = node["$type"]?.string ?? node["type"]?.string { type = t.lowercased() }
                if let schema = node["$schema"]?.string, schema.contains("token-types/color") { type = "color" }
                if type == "color", let value = (node.member("$value") ?? node.member("value"))?.value,
                    !(insideValue && isReference(value))
                {
                    return true
                }
                return members.contains { m in
                    // A color-looking value counts in an untyped token only: a `spacing` token's
                    // `"lab({space.scale} * 3"` is no color; and a color object only as a value: one under a
                    // misspelled key (`"$va]ue": {"colorSpace": …}`) is no token (fuzz reports, 2026-11-25).
                    if type == nil, m.key == "$value" || m.key == "value" {
                        if m.value["colorSpace"] != nil || m.value["components"] != nil { return true }
                        if let s = m.value.string?.trimmingCharacters(in: .whitespaces).lowercased(),
                            s.hasPrefix("#") || functions.contains(where: { s.hasPrefix($0) })
                        {
                            return true
                        }
                    }
                    return holds(m.value, type: type, insideValue: insideValue || m.key == "$value" || m.key == "value")
                }
            case .array(let elements):
                return elements.contains { holds($0, type: inherited, insideValue: insideValue) }
            default:
                return false
            }
        }
        return holds(root, type: nil)
    }
}

extension FuzzInvariant {
    /// Whether an Android values file has, outside comments, a color definition's start tag: `<color` (followed by
    /// a space, `>` or `/`) or an `<item …>` with `type="color"`. Not "the word color appears" (fuzz report,
    /// 2026-11-25: the fixture's own attrs.xml, `<attr name="…" format="color"/>`, defines no color; nor do styles
    /// with `<item name="android:textColor">`, nor `<colors>` or `<x:color>`).
    static func mentionsAndroidColorDefinition(_ text: String) -> Bool {
        let code = withoutComments(text)
        if code.range(of: #"<color[\s>/]"#, options: .regularExpression) != nil { return true }
        return code.range(of: #"<item\b[^>]*\btype\s*=\s*["']color["']"#, options: .regularExpression) != nil
    }
}
