import Foundation
import Testing
@testable import LegiblePalette
@testable import LegibleFiles

/// The silent drops and messages a hostile-input probe found (issue 15): every definition on disk ends in the
/// palette or in a diagnostic, and a diagnostic says what really happened.
@Suite("Hostile input")
struct HostileInputTests {
    static func write(_ name: String, _ bytes: [UInt8]) -> String { TokenFixtures.temporaryFile(name, bytes) }

    /// `--b`'s value and `--c`'s name hold terminal escape sequences: each is an error naming the property, and the
    /// message shows the control character escaped (never the raw byte, which a terminal would act on).
    @Test func controlBytesInCustomProperties() {
        let path = Self.write(
            "esc.css", Array(":root{--a:#fff;--b:\u{1B}[2J#000;--c\u{1B}]8;;http://x\u{07}:#000}".utf8))
        let palette = PaletteLoader().load([path])
        #expect(palette.colors.map(\.name) == ["--a"])
        let messages = palette.errors.map(\.message)
        #expect(messages.contains { $0.contains("--b") && $0.contains("U+001B") }, "\(messages)")
        #expect(messages.contains { $0.contains("--c") && $0.contains("U+001B") }, "\(messages)")
        #expect(palette.diagnostics.allSatisfy { d in !d.description.unicodeScalars.contains { $0.value < 0x20 } })
    }

    /// A control byte before any custom property on a later line is reported at its own line.
    @Test func controlByteLineNumbers() {
        let path = Self.write("lines.css", Array(":root {\n  --a: #fff;\n  --b: #0\u{00}00;\n  --c: #123;\n}\n".utf8))
        let palette = PaletteLoader().load([path])
        #expect(Set(palette.colors.map(\.name)) == ["--a", "--c"])
        #expect(palette.errors.map(\.location.line) == [3], "\(palette.diagnostics)")
        #expect(palette.errors.first?.message.contains("--b") == true)
    }

    /// `/etc/passwd` behind a `.css` name: nothing in it is CSS, and the reader says so.
    @Test func nonCSSFileNamedCSS() {
        let path = Self.write(
            "x.css", Array("root:x:0:0:root:/root:/bin/bash\ndaemon:x:1:1:daemon:/usr/sbin:/usr/sbin/nologin\n".utf8))
        let palette = PaletteLoader().load([path])
        #expect(palette.colors.isEmpty)
        #expect(
            palette.warnings.map(\.message) == [
                "nothing in this file looks like CSS: no rules, at-rules or custom properties"
            ])
    }

    /// A symlink loop is reported as one, both for a path given and for a file inside a folder.
    @Test func symlinkLoop() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-loop-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let a = folder.appendingPathComponent("a.css").path, b = folder.appendingPathComponent("b.css").path
        try FileManager.default.createSymbolicLink(atPath: a, withDestinationPath: b)
        try FileManager.default.createSymbolicLink(atPath: b, withDestinationPath: a)
        let explicit = PaletteLoader().load([a])
        #expect(explicit.diagnostics.map(\.description) == ["\(a): error: symlink loop"])
        #expect(SourceFile.read(a).failureMessage == "symlink loop")
    }

    /// A symbolic link to nothing inside a folder (a submodule not checked out) is a warning naming it and its target:
    /// nothing is there to read, and the rest of the folder is read; given as the path itself, it is an error.
    @Test func brokenLinkInsideAFolderWarns() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "legible-dangling-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let link = folder.appendingPathComponent("Shared.lproj").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "../vendor/Shared.lproj")
        try ":root { --ink: #102030; }\n".write(
            to: folder.appendingPathComponent("a.css"), atomically: true, encoding: .utf8)
        let walked = PaletteLoader().load([folder.path])
        #expect(
            walked.diagnostics.map(\.description) == [
                "\(link): warning: broken symbolic link to '../vendor/Shared.lproj': nothing there to read"
            ])
        #expect(walked.colors.count == 1)
        let explicit = PaletteLoader().load([link])
        #expect(explicit.diagnostics.map(\.description) == ["\(link): error: broken symbolic link"])
    }

    /// A 5,000-link alias chain resolves (the limit is 10,000 links), iteratively: no stack overflow.
    @Test func fiveThousandLinkChain() {
        var chain = "{\"c\": {\"$type\": \"color\", \"t0\": {\"$value\": \"#102030\"}"
        for i in 1...5_000 { chain += ", \"t\(i)\": {\"$value\": \"{c.t\(i - 1)}\"}" }
        chain += "}}"
        let palette = TokenFixtures.read([Self.write("chain.json", Array(chain.utf8))])
        #expect(TokenAliasResolver.maximumChain == 10_000)
        #expect(palette.hex("c.t5000") == "#102030ff")
        #expect(palette.colors.count == 5_001)
        #expect(palette.errors.count == 0, "\(palette.errors.prefix(3))")
    }

    /// A DTCG color object with three bad fields reports all three, not only one.
    @Test func everyBadFieldOfAColorObject() {
        let json =
            #"{"a": {"$type": "color", "$value": {"colorSpace": "nope", "components": [1, "x"], "alpha": "half"}}}"#
        let palette = TokenFixtures.read([Self.write("fields.json", Array(json.utf8))])
        #expect(palette.colors.isEmpty)
        let message = palette.errors.map(\.message).joined(separator: "\n")
        #expect(message.contains("unknown color space 'nope'"), "\(message)")
        #expect(message.contains("components"), "\(message)")
        #expect(message.contains("\"alpha\" must be a number"), "\(message)")
    }
}

extension Result where Failure == Diagnostic {
    var failureMessage: String? { if case .failure(let d) = self { d.message } else { nil } }
}

/// Regression tests for what the libFuzzer campaign found (Tests/Fuzz).
@Suite("Fuzz findings")
struct FuzzFindingTests {
    /// css (fuzz campaign, 2026-11-26): `var(` whose name runs over a line break (`var(--b: x;⏎ --c)`) gave a
    /// warning whose message held the line break, so `path:line: warning:` spilled onto a line of its own. A printed
    /// diagnostic is one line: line breaks and other control characters in its message or path are escaped.
    @Test func printedDiagnosticsAreOneLine() {
        let path = HostileInputTests.write("multiline.css", Array(":root {\n  --a: var(--b: x;\n  --c);\n}\n".utf8))
        let palette = PaletteLoader().load([path])
        #expect(!palette.diagnostics.isEmpty)
        for d in palette.diagnostics {
            #expect(
                !d.description.unicodeScalars.contains {
                    $0.properties.generalCategory == .control || $0 == "\u{2028}" || $0 == "\u{2029}"
                }, "\(d.description)")
        }
        let d = Diagnostic.warning(
            SourceLocation(path: "a\nb.css", line: 2), "var(--b: x;\n  --c\u{1B}[2J\u{85}) is not defined\u{2028}")
        #expect(d.description == #"a\nb.css:2: warning: var(--b: x;\n  --c\u{1B}[2J\u{85}) is not defined\u{2028}"#)
        #expect(d.message.contains("\n"), "the message itself is kept as read (JSON and SARIF escape it)")
    }

    /// A style sheet found by walking that declares no custom property (an article's theme, a web page's CSS) is no
    /// palette input: a stray `}` in it does not fail the run (a whole macOS app did, 2026-11-29); it is skipped. The
    /// same file named on the command line is read and its error said.
    @Test func aWalkedStyleSheetWithoutCustomPropertiesIsSkipped() throws {
        let css = "body > .header a { color: #333; } }\n.body { overflow: auto; }\n"
        let path = HostileInputTests.write("stylesheet.css", Array(css.utf8))
        let walked = PaletteLoader().load([(path as NSString).deletingLastPathComponent])
        #expect(walked.diagnostics.isEmpty, "\(walked.diagnostics)")
        #expect(walked.skipped == [path])
        let named = PaletteLoader().load([path])
        #expect(named.errors.map(\.message) == ["malformed CSS: unexpected '}' with no open block"])
    }

    /// tokens (ReaderFuzzTests without ../shared, whose seeds are the fixtures only): a token file found by walking
    /// whose only token lost its `$value` key (`"$>value"`) read as nothing, without a word, because walked JSON that
    /// holds no tokens is passed over silently. A file named as tokens, or using DTCG keys, now says so; plain JSON
    /// (package.json) stays silent.
    /// The color left outside any token is named in the same warning (tokens fuzz target, CI of 2026-11-29).
    @Test(arguments: [
        (
            "walked.tokens.json", ##"{"color": {"accent": {"$type": "color", "$>value": "#cc0066"}}}"##,
            ##"no design tokens found (a color is written outside any token, first 'color.accent.$>value' at line 1: a token is an object with "$value")"##
        ),
        (
            "colors.json", ##"{"color": {"$type": "color", "text": {"$[[[": "#cc0066"}}}"##,
            ##"no design tokens found (a color is written outside any token, first 'color.text.$[[[' at line 1: a token is an object with "$value")"##
        ),
        ("package.json", #"{"name": "app", "version": "1.0.0", "scripts": {"build": "tsc"}}"#, nil),
    ])
    func walkedTokenFilesThatReadAsNothingSaySo(name: String, json: String, warning: String?) throws {
        let path = HostileInputTests.write(name, Array(json.utf8))
        let folder = (path as NSString).deletingLastPathComponent
        let palette = PaletteLoader().load([folder])
        let here = palette.diagnostics.filter { $0.location.path.hasSuffix("/" + name) }
        #expect(here.map(\.message) == (warning.map { [$0] } ?? []), "\(palette.diagnostics)")
    }

    /// tokens (ReaderFuzzTests, LEGIBLE_FULL_TESTS=1, CI of 2026-11-28): a walked `x.tokens.json` whose bytes were
    /// flipped (`"$vclue"`, a `k` for the opening brace) no longer parsed and no longer said `$value`, so it was
    /// taken for stray JSON and skipped without a word. A file named as tokens that does not parse is an error at
    /// the parser's line; malformed JSON that is neither named nor shaped as tokens stays silent.
    @Test(arguments: [
        (
            "broken.tokens.json", "k\n  \"color\": {\"$tipe\": \"color\", \"text\": {\"$vclue\": \"#dddddd\"}}\n}\n",
            true
        ),
        ("broken-settings.json", "{\"name\": \"app\",\n \"version\" 1}\n", false),
    ])
    func walkedTokenFilesThatDoNotParseSaySo(name: String, json: String, errs: Bool) throws {
        let path = HostileInputTests.write(name, Array(json.utf8))
        let folder = (path as NSString).deletingLastPathComponent
        let palette = PaletteLoader().load([folder])
        let here = palette.diagnostics.filter { $0.location.path.hasSuffix("/" + name) }
        #expect(here.map(\.severity) == (errs ? [.error] : []), "\(palette.diagnostics)")
        #expect(here.allSatisfy { $0.location.line >= 1 }, "\(here)")
    }

    /// css: an `@import` with an unbalanced `layer(` swallowed the custom properties after it, without a word.
    @Test func importPreludeSwallowingDeclarations() {
        let css =
            "@import url(\"./gone.css\") layer(base: hsla(46, 100%, 53%, 0.13);\n  --a: hsla(47, 100%, 51%, 0.25);\n  );\n"
        let path = HostileInputTests.write("swallow.css", Array(css.utf8))
        let palette = PaletteLoader().load([path])
        #expect(palette.colors.isEmpty)
        #expect(palette.warnings.map(\.location.line) == [1], "\(palette.diagnostics)")
        #expect(
            palette.warnings.first?.message.contains("@import './gone.css' not followed") == true,
            "\(palette.diagnostics)")
    }

    /// css (fuzz, -seed=1 after the parser merge): an `@import` followed by a block — or any at-rule whose block is not
    /// read (`@font-face`, `@keyframes`) — dropped the custom properties inside it without a word.
    @Test(arguments: [
        (
            "@import u--cpd-color-purple-600root { --from-a: #aa: #aaaaaa; }\n",
            "1 custom property (--from-a) inside @import is not read"
        ),
        (
            "@font-face { --a: #fff; .x { --b: #000; } }\n",
            "2 custom properties (--a, --b) inside @font-face are not read"
        ),
    ])
    func customPropertiesInSkippedBlocks(css: String, message: String) {
        let path = HostileInputTests.write("skipped-block.css", Array(css.utf8))
        let palette = PaletteLoader().load([path])
        #expect(palette.colors.isEmpty)
        #expect(
            palette.warnings.contains { $0.location.line == 1 && $0.message.hasPrefix(message) },
            "\(palette.diagnostics)")
    }

    /// css (fuzz, `.ci/run` budget): a custom property glued to a selector (`:root--ok: #fff;`, a lost `{`) was dropped
    /// as an ordinary declaration, without a word; `var(--x)` in an ordinary declaration stays silent.
    @Test func customPropertyGluedToASelector() {
        let path = HostileInputTests.write(
            "glued.css", Array(":root--ok: #ffff&f;\n.inner {\n  color: var(--x);\n}\n".utf8))
        let palette = PaletteLoader().load([path])
        #expect(palette.colors.isEmpty)
        #expect(palette.diagnostics.map(\.location.line) == [1], "\(palette.diagnostics)")
        #expect(
            palette.diagnostics.first?.message.contains("malformed custom property declaration ':root--ok: #ffff&f'")
                == true)
    }
}

extension FuzzFindingTests {
    /// tokens: a `$type` typo left color objects untyped, and broken ones (unknown space, no space) vanished.
    @Test func brokenColorObjectsInUntypedTokens() {
        let json =
            #"{"color": {"$typL": "color", "cmyk": {"$value": {"colorSpace": "cmyk", "components": [0, 1, 1]}}, "#
            + #""no-space": {"$value": {"components": [0, 1, 1]}}}}"#
        let palette = TokenFixtures.read([HostileInputTests.write("typo.json", Array(json.utf8))])
        #expect(palette.colors.isEmpty)
        #expect(palette.errors.count == 2, "\(palette.diagnostics)")
        #expect(palette.errors.contains { $0.message.contains("unknown color space 'cmyk'") })
        #expect(palette.errors.contains { $0.message.contains("no \"colorSpace\"") })
    }

    /// tokens (CI fuzz run, 2026-11-26): a color token written inside a token that has its own `$value` was read as
    /// nothing, with no diagnostic.
    @Test func aTokenInsideATokenIsAnError() {
        let json = """
            {
              "color": {
                "accent": {
                  "background": { "$type": "color", "$value": "{brand.accent.1}" },
                  "$type": "dimension", "$value": "4px" } }
            }
            """
        let palette = TokenFixtures.read([HostileInputTests.write("token-in-token.json", Array(json.utf8))])
        #expect(palette.colors.isEmpty)
        #expect(palette.errors.map(\.location.line) == [4], "\(palette.diagnostics)")
        #expect(
            palette.errors.first?.message
                == "color.accent.background: a token inside the token 'color.accent' (which has its own value); a token has no children, so it is not read"
        )
    }

    /// tokens (Fuzz/README open report): a Spectrum token with both `value` (here not a color) and `sets` read its
    /// `value` and dropped the color values in its sets without a word.
    @Test func spectrumTokenWithValueAndSets() {
        let json = """
            {
              "accent": {
                "value": 4,
                "sets": {
                  "light": {"value": "#ffffff"},
                  "dark": {"value": "#000000"}
                }
              }
            }
            """
        let palette = TokenFixtures.read([HostileInputTests.write("value-and-sets.json", Array(json.utf8))])
        #expect(palette.colors.isEmpty)
        #expect(palette.warnings.map(\.location.line) == [4], "\(palette.diagnostics)")
        #expect(
            palette.warnings.first?.message.hasPrefix("accent: has both \"value\" and \"sets\"") == true,
            "\(palette.diagnostics)")
    }

    /// tokens (fuzz, -seed=1, 20,000 runs): a group typed with an unknown type (`"$type": "col@r"`, a typo) holding
    /// aliases dropped them without a word, though the same typo on a literal color is reported: an alias that
    /// reaches a color, or reaches nothing, is reported the same way (an alias to a dimension stays silent).
    @Test func aliasesUnderAnUnknownType() {
        let json = """
            {
              "base": {"$type": "color", "white": {"$value": "#ffffff"}, "gap": {"$type": "dimension", "$value": "4px"}},
              "text": {
                "$type": "colr",
                "on-dark": {"$value": "{base.white}"},
                "missing": {"$value": "{base.nope}"},
                "spacing": {"$value": "{base.gap}"}
              }
            }
            """
        let palette = TokenFixtures.read([HostileInputTests.write("unknown-type-aliases.json", Array(json.utf8))])
        #expect(palette.colors.map(\.name) == ["base.white"])
        #expect(palette.warnings.map(\.location.line) == [5, 6], "\(palette.diagnostics)")
        #expect(palette.warnings.allSatisfy { $0.message.contains("typed 'colr'") }, "\(palette.diagnostics)")
    }

    /// tokens (fuzz, -seed=1, 20,000 runs, after the fix above): a broken color object (`"colorSpace": "cmyk"`) under
    /// an unknown `$type` vanished, though the same object untyped is an error.
    @Test func brokenColorObjectUnderAnUnknownType() {
        let json =
            #"{"color": {"$type": "ccolor", "cmyk": {"$value": {"colorSpace": "cmyk", "components": [0, 1, 1]}}}}"#
        let palette = TokenFixtures.read([HostileInputTests.write("unknown-type-cmyk.json", Array(json.utf8))])
        #expect(palette.colors.isEmpty)
        #expect(palette.warnings.count == 1, "\(palette.diagnostics)")
        #expect(palette.warnings.first?.message.contains("typed 'ccolor'") == true, "\(palette.diagnostics)")
        #expect(
            palette.warnings.first?.message.contains("unknown color space 'cmyk'") == true, "\(palette.diagnostics)")
    }

    /// tokens (fuzz, -seed=1, 20,000 runs from an empty corpus): an untyped token holding a malformed color function
    /// (`"hwb(1886"`, the `$type` key misspelled) vanished, though a malformed hex there is an error: both can only
    /// have been meant as a color.
    @Test func malformedColorFunctionInAnUntypedToken() {
        let json =
            #"{"color": {"accent": {"$tyye": "color", "$value": "hwb(1886"}, "ok": {"$value": "hwb(120 0% 0%)"}}}"#
        let palette = TokenFixtures.read([HostileInputTests.write("untyped-hwb.json", Array(json.utf8))])
        #expect(palette.colors.map(\.name) == ["color.ok"])
        #expect(palette.errors.count == 1, "\(palette.diagnostics)")
        #expect(palette.errors.first?.location.line == 1)
    }

    /// tokens (fuzz, CI run of 2026-11-25 and the campaign after it): an untyped token whose value is a color
    /// function with a reference inside (`lab({size.small})`, with or without its `)`) read as nothing; it can only
    /// have meant a color, so it is an error as in a color-typed token. An untyped arithmetic expression is not a color.
    @Test func colorFunctionWithReferencesInAnUntypedToken() {
        let json = """
            {"size": {"small": {"$type": "dimension", "$value": "4px"}},
             "color": {"bad": {"$value": "lab({size.small}"}, "worse": {"$value": "rgb({size.small} 0 0)"},
                       "spacing": {"$value": "{size.small} * 2"}}}
            """
        let palette = TokenFixtures.read([HostileInputTests.write("untyped-expression.json", Array(json.utf8))])
        #expect(palette.colors.isEmpty)
        #expect(palette.errors.map(\.location.line) == [2, 2], "\(palette.diagnostics)")
        #expect(palette.errors.allSatisfy { $0.message.contains("references inside an expression") })
    }

    /// tokens (fuzz campaign, 2026-11-25 evening): a token with its `$value` written twice kept only the last (as
    /// JSON parsers do) and said nothing, so a color in the first vanished. The overwritten one is now a warning at
    /// its line naming the line that is read.
    @Test func valueWrittenTwice() {
        let json = """
            {"color": {
              "text": {"$value": "#1zb1dsion", "$value": "4accent-color-300px"},
              "ok": {"$type": "color",
                     "$value": "#ff0000",
                     "$value": "#00ff00"}}}
            """
        let palette = TokenFixtures.read([HostileInputTests.write("twice.json", Array(json.utf8))])
        #expect(palette.colors.map(\.name) == ["color.ok"])
        #expect(palette.colors.first?.variants.first?.color?.hexRGB.lowercased() == "#00ff00")
        #expect(palette.warnings.map(\.location.line) == [2, 4], "\(palette.diagnostics)")
        #expect(
            palette.warnings.last?.message
                == "color.ok: \"$value\" is written again at line 5; that later value is read, this one is not")
    }

    /// Colors inside composite values (DTCG `border`, `shadow` layers, a gradient's stops, an untyped object) are
    /// not palette colors; one warning per file counts them, at the first one's line. References to palette colors
    /// (`{color.black}`) are not counted: the color they name is in the palette.
    @Test func colorsInsideCompositeValuesAreNamed() {
        let json = """
            {"color": {"black": {"$type": "color", "$value": "#000000"}},
             "border": {"$type": "border", "$value": {"color": "#36363680", "width": "1px", "style": "solid"}},
             "shadow": {"$type": "shadow", "$value": [{"color": "{color.black}", "blur": "2px"},
                                                      {"color": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.2}, "blur": "4px"}]},
             "untyped": {"$value": {"start": "oklch(0.5 0.1 20)", "size": "2px"}},
             "font": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": "16px"}}}
            """
        let palette = TokenFixtures.read([HostileInputTests.write("composite.json", Array(json.utf8))])
        #expect(palette.colors.map(\.name) == ["color.black"])
        #expect(palette.warnings.map(\.location.line) == [2], "\(palette.diagnostics)")
        #expect(
            palette.warnings.first?.message
                == "3 colors inside composite token values are not checked (border, shadow, untyped: not palette colors; name them as color tokens to check them)"
        )
    }

    /// android (fuzz, -seed=1: the campaign's "ASan SEGV at 0x20"): libxml2 under FoundationXML dereferenced a null
    /// pointer in `xmlSwitchToEncoding` for some declared encodings (`utf7` in a declaration without `?>`; `UTF-32`,
    /// whatever the file's own encoding); the CLI crashed with signal 11. Such files are now refused before parsing
    /// (`XMLEncodingCheck`), with an error at line 1; UTF-8 declared any way still reads.
    static let crashingEncodings: [[UInt8]] = [
        Array(#"<?xml version="1.0" encoding="utf7"~"#.utf8),
        Array(#"<?xml version="1.0" encoding="UTF-32"?><resources><color name="a">#fff</color></resources>"#.utf8),
        [0xFF, 0xFE]
            + #"<?xml version="1.0" encoding="UTF-32"?><resources/>"#.utf16.flatMap { (unit: UInt16) -> [UInt8] in
                [UInt8(unit & 0xFF), UInt8(unit >> 8)]
            },
        [0x4C, 0x6F, 0xA7, 0x94, 0x93, 0x40], // "<?xml " in EBCDIC
        Array(
            #"<?xml version="1.0" encoding="windows-1252"?><resources><color name="a">#fff</color></resources>"#.utf8),
    ]

    @Test(arguments: crashingEncodings)
    func xmlEncodingsThatCrashedLibxml2(bytes: [UInt8]) {
        let palette = PaletteLoader().load([HostileInputTests.write("encoding.xml", bytes)])
        #expect(palette.colors.isEmpty)
        #expect(palette.errors.map(\.location.line) == [1], "\(palette.diagnostics)")
        #expect(
            palette.errors.first.map {
                $0.message.contains("encoding") || $0.message.contains("EBCDIC") || $0.message.contains("UTF-32")
            } == true)
    }

    /// android fuzz campaign, 2026-11-26 (the same finding as the ib one): malformed UTF-16 and a processing
    /// instruction without data (`<?ZZZZZZZZZ?>`) crashed libxml2/FoundationXML with signal 11 in `legible palette`.
    @Test func malformedUTF16AndEmptyProcessingInstruction() {
        let surrogate = PaletteLoader().load([
            HostileInputTests.write("utf16.xml", [0xFE, 0xFF, 0x00, 0x3C, 0xDB, 0xFB, 0xFB, 0x04])
        ])
        #expect(
            surrogate.errors.map(\.location.line) == [1] && surrogate.errors[0].message.contains("not valid UTF-16"),
            "\(surrogate.diagnostics)")
        let instruction = PaletteLoader().load([
            HostileInputTests.write(
                "pi.xml", Array("<?ZZZZZZZZZ?>\n<resources><color name=\"a\">#ffffff</color></resources>".utf8))
        ])
        #expect(instruction.colors.map(\.name) == ["a"], "\(instruction.diagnostics)")
        #expect(instruction.colors.first?.variants.first?.source.line == 2)
    }

    @Test func utf8DeclaredAnyWayStillReads() {
        for declaration in [
            #"<?xml version='1.0' encoding='utf-8' standalone='yes'?>"#, #"<?xml version="1.0" encoding = "UTF8"?>"#,
            "<?xml version=\"1.0\"?>", "",
        ] {
            let xml = declaration + #"<resources><color name="a">#ffffff</color></resources>"#
            let palette = PaletteLoader().load([HostileInputTests.write("utf8.xml", Array(xml.utf8))])
            #expect(palette.colors.map(\.name) == ["a"], "\(declaration): \(palette.diagnostics)")
            #expect(palette.diagnostics.isEmpty, "\(declaration): \(palette.diagnostics)")
        }
    }

    /// swift (fuzz, -seed=1): a theme type nested in an extension (`extension UIColor { struct ReaderTheme … }`) named
    /// its colors `UIColor.ReaderTheme.text` but its warnings `ReaderTheme.text in theme …`, so an initializer in a
    /// theme whose first role was unreadable belonged to a color that neither the palette nor a diagnostic named.
    @Test func nestedThemeDiagnosticsNameTheColor() {
        let swift = """
            import UIKit
            extension UIColor {
                struct ReaderTheme {
                    let text: UIColor
                    let background: UIColor
                    static let sepia = ReaderTheme(text: .Palette.umber, background: UIColor(white: 1, alpha: 1))
                    static let midnight = ReaderTheme(text: .Palette.ink, background: UIColor(white: 0, alpha: 1))
                }
            }
            """
        let path = HostileInputTests.write("NestedTheme.swift", Array(swift.utf8))
        let palette = PaletteLoader().load([path])
        #expect(palette.colors.map(\.name) == ["UIColor.ReaderTheme.background"])
        #expect(palette.warnings.count == 2, "\(palette.diagnostics)")
        #expect(
            palette.warnings.allSatisfy { $0.message.hasPrefix("UIColor.ReaderTheme.text in theme ") },
            "\(palette.diagnostics)")
        for site in SwiftColorReader.read(files: [path]).initializerSites {
            let color = site.color ?? "(inline)"
            #expect(
                palette.color(named: color) != nil || palette.diagnostics.contains { $0.message.hasPrefix(color) },
                "\(site)")
        }
    }

    /// css (fuzz, `.ci/run` budget, 2026-11-25): a rule with no selector (`{ --frob: #bbbbbb; }` after a stray
    /// declaration) dropped its custom properties without a word; browsers drop the rule, and now a warning says so.
    @Test func customPropertiesInARuleWithoutASelector() {
        let css = "lpha-purple-700: hsla(258, 98%, 64%, 0.9);\n { --frob: #bbbbbb; }\n"
        let palette = PaletteLoader().load([HostileInputTests.write("no-selector.css", Array(css.utf8))])
        #expect(palette.colors.isEmpty)
        #expect(palette.warnings.count == 1, "\(palette.diagnostics)")
        #expect(
            palette.warnings.first?.message.hasPrefix(
                "1 custom property (--frob) inside a rule without a selector is not read") == true,
            "\(palette.diagnostics)")
    }

    /// swift (fuzz campaign, 2026-11-26): every color initializer of a struct theme was accounted to its first role
    /// (`accent` here), which no theme sets, so `initializerSites` named a color neither in the palette nor in a
    /// diagnostic. Each argument's initializer now belongs to the role its label names (or to the warning about a
    /// label that names none, also when its value does not evaluate).
    /// css (fuzz campaign, 2026-11-26, round five): a `(` never closed in one declaration's value makes CSS read on,
    /// past every `;`, to the next `)`: the custom properties in between are part of that value, not declarations.
    /// Browsers agree, so no color is lost by Legible; but 50 colors vanished with no diagnostic and exit 0. Now it
    /// is an error at the `(` naming what it swallows. A `;` inside a `url(data:…;base64,…)` stays quiet.
    @Test func unclosedParenthesisSwallowingCustomProperties() {
        let css = """
            .card { background: linear-gradient(var(--a) 0%, var(--b;
              --red: #ff0000;
              --blue: #0000ff;
              --c: x) 100%);
            }
            :root { --kept: #00ff00; --icon: url(data:image/svg+xml;base64,AAAA); }
            """
        let palette = PaletteLoader().load([HostileInputTests.write("swallow.css", Array(css.utf8))])
        #expect(palette.colors.map(\.name) == ["--kept"])
        #expect(palette.errors.map(\.location.line) == [1], "\(palette.diagnostics)")
        let message = palette.errors.first?.message ?? ""
        #expect(
            message.contains("'(' is still open at the end of line 1") && message.contains("--red, --blue, --c"),
            "\(message)")
        // A custom property between the '(' and the ';' is swallowed as well (2026-11-26: `var(-- --page: #010101; …`).
        let before = PaletteLoader().load([
            HostileInputTests.write("swallow2.css", Array(".a { b: f(x) 1%, var(-- --page: #010101; -y) 2%); }".utf8))
        ])
        #expect(before.errors.first?.message.contains("(--page) is not") == true, "\(before.diagnostics)")
        // And one starting a line inside a '(' left open, with no ';' inside (2026-11-26: `b: var(--x⏎  --c: var(--y) 1%);`).
        let line = PaletteLoader().load([
            HostileInputTests.write("swallow3.css", Array(".a {\n  b: var(--x\n  --c: var(--y) 1%);\n}\n".utf8))
        ])
        #expect(
            line.errors.map(\.location.line) == [2] && line.errors.first?.message.contains("(--c) is not") == true,
            "\(line.diagnostics)")
    }

    /// css (fuzz campaign, 2026-11-26, round five, a timeout): CSS Nesting replaces each `&` with the parent
    /// selector, so `& & & & &` nested seven deep grows as 5⁷ and 2.6 KB took minutes. A selector that would pass
    /// 4,096 characters is not built: its rule's custom properties are named in a warning.
    @Test(.timeLimit(.minutes(1))) func nestingSelectorsStayBounded() {
        let level = String(repeating: "& ", count: 40) + "{ "
        let css =
            ":root { --kept: #00ff00; " + String(repeating: level, count: 7) + "--deep: #ff0000; "
            + String(repeating: "} ", count: 8)
        let palette = PaletteLoader().load([HostileInputTests.write("nesting.css", Array(css.utf8))])
        #expect(palette.colors.map(\.name) == ["--kept"])
        #expect(
            palette.warnings.contains { $0.message.contains("--deep") && $0.message.contains("4096 characters") },
            "\(palette.diagnostics)")
    }

    /// css (fuzz campaign, 2026-11-26, round five): `@  --theme: …` (an `@` with no name) and `@--brand: #f00` (a stray
    /// `@` before a custom property) are at-rules browsers drop: the color in them was lost without a word. Each is
    /// now an error; real statement at-rules (`@import`, `@layer`, `@custom-media --dark (…)`) stay quiet.
    @Test func atSignBeforeACustomProperty() {
        let css = """
            @import "missing-is-fine.css" screen;
            @layer base, theme;
            @custom-media --dark (prefers-color-scheme: dark);
            :root { --kept: #00ff00; @--brand: #ff0000; }
            @  --theme: #0000ff;
            """
        let palette = PaletteLoader().load([HostileInputTests.write("at.css", Array(css.utf8))])
        #expect(palette.colors.map(\.name) == ["--kept"])
        let errors = palette.errors.filter { !$0.message.contains("missing-is-fine") }
        #expect(errors.map(\.location.line) == [4, 5], "\(palette.diagnostics)")
        #expect(
            errors.first?.message.contains("'@--brand: #ff0000' is an at-rule, not a custom property declaration")
                == true, "\(errors)")
        #expect(errors.last?.message.contains("'@' without an at-rule name") == true, "\(errors)")
    }

    /// swift (fuzz campaign, 2026-11-26, round five): a property read as a possible color reference whose value is
    /// not a color (`var flag =(false`, a parenthesis never closed, so its value runs over the method below) claimed
    /// the color initializers inside it without any diagnostic naming it: `NSColor(named: "X")` vanished. A property
    /// that is neither typed nor initialized as a color now claims nothing, and such an initializer is reported where
    /// it stands.
    @Test func propertyThatIsNotAColorClaimsNoInitializer() {
        let swift = """
            import AppKit
            class V {
                private var flag =(false

                func f() {
                    let c = NSColor(named: "X")!
                }
            }
            """
        let path = HostileInputTests.write("Unclosed.swift", Array(swift.utf8))
        let palette = PaletteLoader().load([path])
        let sites = SwiftColorReader.read(files: [path]).initializerSites
        #expect(sites.count == 1)
        for site in sites {
            if let color = site.color {
                #expect(
                    palette.color(named: color) != nil || palette.diagnostics.contains { $0.message.hasPrefix(color) },
                    "\(site) \(palette.diagnostics)")
            } else {
                #expect(palette.diagnostics.contains { $0.location == site.location }, "\(site) \(palette.diagnostics)")
            }
        }
        #expect(
            palette.warnings.contains { $0.location.line == 6 && $0.message.hasPrefix("NSColor(…)") },
            "\(palette.diagnostics)")
    }

    @Test func themeInitializersBelongToTheirArgument() {
        let swift = """
            import UIKit
            struct Theme {
                let accent: UIColor
                let text: UIColor
                static let light = Theme(text: UIColor(white: 0.1, alpha: 1), bakground: UIColor(white: /1))
                static let dark = Theme(text: UIColor(white: 0.9, alpha: 1), bakground: .black)
            }
            """
        let path = HostileInputTests.write("ThemeSites.swift", Array(swift.utf8))
        let palette = PaletteLoader().load([path])
        #expect(palette.colors.map(\.name) == ["Theme.text"])
        #expect(palette.warnings.map(\.location.line) == [5, 6], "\(palette.diagnostics)")
        let sites = SwiftColorReader.read(files: [path]).initializerSites
        #expect(sites.count == 3)
        for site in sites {
            let color = site.color ?? "(inline)"
            #expect(
                palette.color(named: color) != nil || palette.diagnostics.contains { $0.message.hasPrefix(color) },
                "\(site)")
        }
    }

    /// swift (fuzz campaign, 2026-11-25): a struct theme's argument that names no role (`text:` where the role is
    /// `body`) dropped the color in it without a word; it is now a warning at the argument, naming the roles. A
    /// non-color argument (a theme's name) stays silent.
    @Test func themeArgumentNamingNoRole() {
        let swift = """
            import UIKit
            struct Theme {
                let body: UIColor
                let background: UIColor
                static let light = Theme(text: UIColor(white: 0.1, alpha: 1), background: .white)
                static let dark = Theme(text: UIColor(white: 0.9, alpha: 1), background: .black)
            }
            """
        let palette = PaletteLoader().load([HostileInputTests.write("ThemeNoRole.swift", Array(swift.utf8))])
        #expect(palette.warnings.map(\.location.line) == [5, 6], "\(palette.diagnostics)")
        #expect(
            palette.warnings.allSatisfy {
                $0.message.contains("Theme has no color property 'text' (its roles: background, body)")
            })
        let named = """
            import UIKit
            struct Theme {
                let name: String
                let body: UIColor
                let background: UIColor
                static let light = Theme(name: "Light", body: .black, background: .white)
                static let dark = Theme(name: "Dark", body: .white, background: .black)
            }
            """
        let clean = PaletteLoader().load([HostileInputTests.write("ThemeNamed.swift", Array(named.utf8))])
        #expect(clean.warnings.isEmpty && clean.colors.count == 2, "\(clean.diagnostics)")
    }
}
