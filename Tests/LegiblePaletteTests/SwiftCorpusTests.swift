import Foundation
import Testing
import LegibleTestSupport
@testable import LegiblePalette
@testable import LegibleFiles

/// Real apps' Swift sources (read in place from the shared corpus; skipped without it): every color initializer an
/// independent, simpler text scan finds is in the palette or in a diagnostic, and hand-checked values agree with
/// the source within 1/255.
@Suite(.corpus) struct SwiftCorpusTests {
    static let projects = ["Ranchero-Software__NetNewsWire", "mastodon__mastodon-ios", "gluonfield__enchanted"]

    static func swiftFiles(_ project: String) -> [String] {
        var walker = FileWalker()
        return walker.files(under: TestPaths.corpus(project)).filter { $0.hasSuffix(".swift") }
    }

    /// Each project's Swift palette, read once for the hand checks.
    static let palettes: [String: Palette] = Dictionary(
        uniqueKeysWithValues: ["Ranchero-Software__NetNewsWire", "gluonfield__enchanted"].map {
            ($0, SwiftColorReader.read(files: swiftFiles($0)).palette)
        })

    /// Initializer heads by a regular expression over the text, outside comments and (roughly) strings:
    /// `UIColor(`, `NSColor(`, `CGColor(`, `Color(`, `#colorLiteral(`, and `= UIColor {` / `return Color {`.
    static func scan(_ path: String) throws -> [(line: Int, column: Int)] {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let call = try NSRegularExpression(
            pattern: #"(?<![A-Za-z0-9_])(?:(?:UIColor|NSColor|CGColor|Color)\(|#colorLiteral\()"#)
        let closure = try NSRegularExpression(pattern: #"(?:=|return|\(|\?\?)\s*((?:UIColor|NSColor|Color)\s*\{)"#)
        var hits: [(Int, Int)] = []
        var inBlockComment = false
        for (index, rawLine) in text.components(separatedBy: "\n").enumerated() {
            var line = rawLine
            // Blank out comments, keeping columns.
            var chars = Array(line.unicodeScalars)
            var k = 0
            var inString = false
            while k < chars.count {
                if inBlockComment {
                    if chars[k] == "*", k + 1 < chars.count, chars[k + 1] == "/" {
                        chars[k] = " "; chars[k + 1] = " "; k += 2; inBlockComment = false; continue
                    }
                    chars[k] = " "; k += 1; continue
                }
                if chars[k] == "\"" { inString.toggle() }
                if !inString, chars[k] == "/", k + 1 < chars.count, chars[k + 1] == "/" {
                    for j in k..<chars.count { chars[j] = " " }; break
                }
                if !inString, chars[k] == "/", k + 1 < chars.count, chars[k + 1] == "*" {
                    inBlockComment = true; continue
                }
                if inString { chars[k] = chars[k] == "\"" ? "\"" : "x" }
                k += 1
            }
            line = String(String.UnicodeScalarView(chars))
            let ns = line as NSString
            for m in call.matches(in: line, range: NSRange(location: 0, length: ns.length)) {
                hits.append((index + 1, columnOf(m.range.location, in: line)))
            }
            for m in closure.matches(in: line, range: NSRange(location: 0, length: ns.length)) {
                hits.append((index + 1, columnOf(m.range(at: 1).location, in: line)))
            }
        }
        return hits
    }

    /// 1-based column in Unicode scalars of a UTF-16 offset.
    static func columnOf(_ utf16Offset: Int, in line: String) -> Int {
        let index = String.Index(utf16Offset: utf16Offset, in: line)
        return line.unicodeScalars[..<index].count + 1
    }

    @Test(arguments: projects)
    func everyInitializerIsInThePaletteOrADiagnostic(_ project: String) throws {
        let files = Self.swiftFiles(project)
        let reading = SwiftColorReader.read(files: files)
        var palette = reading.palette
        SwiftColorReader.resolve(reading.catalogLinks, in: &palette)
        var sites: [LegiblePalette.SourceLocation: SwiftColorReader.InitializerSite] = [:]
        for site in reading.initializerSites {
            sites[
                LegiblePalette.SourceLocation(
                    path: site.location.path, line: site.location.line, column: site.location.column)] = site
        }
        var total = 0, inPalette = 0, inDiagnostic = 0, staticInline = 0
        for file in files {
            for hit in try Self.scan(file) {
                total += 1
                let location = LegiblePalette.SourceLocation(path: file, line: hit.line, column: hit.column)
                guard let site = sites[location] else {
                    Issue.record("\(location): initializer not seen by the reader")
                    continue
                }
                if let color = site.color {
                    if palette.color(named: color) != nil { inPalette += 1; continue }
                    if palette.diagnostics.contains(where: { $0.location.path == file && $0.message.hasPrefix(color) })
                    {
                        inDiagnostic += 1; continue
                    }
                    Issue.record(
                        "\(location): belongs to \(color), which is neither in the palette nor in a diagnostic")
                } else {
                    if site.isStatic { staticInline += 1; continue }
                    if palette.diagnostics.contains(where: { $0.location == location }) { inDiagnostic += 1; continue }
                    Issue.record("\(location): inline initializer computed at run time without a diagnostic")
                }
            }
        }
        #expect(total > 0)
        #expect(inPalette + staticInline + inDiagnostic == total)
        print(
            "\(project): \(files.count) Swift files, \(total) initializers: \(inPalette) in the palette, \(staticInline) static inline, \(inDiagnostic) in diagnostics; \(palette.colors.count) colors, \(palette.diagnostics.count) diagnostics"
        )
    }

    /// Values checked by hand against the source lines quoted.
    @Test(
        arguments: [
            // NSColor(red: 0x4A / 255.0, green: 0x55 / 255.0, blue: 0x60 / 255.0, alpha: 1.0)
            ("Ranchero-Software__NetNewsWire", "NSColor.onMyMacLogLightColor", "light", [0x4A, 0x55, 0x60], 1.0),
            ("Ranchero-Software__NetNewsWire", "NSColor.onMyMacLogDarkColor", "light", [0xB0, 0xBA, 0xC4], 1.0),
            // NSColor(name:) { appearance in … isDark ? onMyMacLogDarkColor : onMyMacLogLightColor }
            ("Ranchero-Software__NetNewsWire", "NSColor.onMyMacLogColor", "dark", [0xB0, 0xBA, 0xC4], 1.0),
            // NSColor(white: 0.97, alpha: 1.0) / NSColor(red: 0.32, green: 0.34, blue: 0.35, alpha: 1.0)
            (
                "Ranchero-Software__NetNewsWire", "PreferencesControlsBackgroundView.lightModeFillColor", "light",
                [247.35, 247.35, 247.35], 1.0
            ),
            (
                "Ranchero-Software__NetNewsWire", "PreferencesControlsBackgroundView.darkModeFillColor", "light",
                [81.6, 86.7, 89.25], 1.0
            ),
            // Color(light: Color(rgba: 0x0606_06ff), dark: Color(rgba: 0xfbfb_fcff))
            ("gluonfield__enchanted", "MarkdownColours.text", "light", [0x06, 0x06, 0x06], 1.0),
            ("gluonfield__enchanted", "MarkdownColours.text", "dark", [0xFB, 0xFB, 0xFC], 1.0),
            // light: .white, dark: Color(rgba: 0x1819_1dff)
            ("gluonfield__enchanted", "MarkdownColours.background", "light", [255, 255, 255], 1.0),
            ("gluonfield__enchanted", "MarkdownColours.background", "dark", [0x18, 0x19, 0x1D], 1.0),
            // static let checkbox = Color(rgba: 0xb9b9_bbff)
            ("gluonfield__enchanted", "MarkdownColours.checkbox", "light", [0xB9, 0xB9, 0xBB], 1.0),
            // static let secondary = Color(.systemGray) → systemGray (142, 142, 147)
            ("gluonfield__enchanted", "Color.secondary", "light", [142, 142, 147], 1.0),
        ] as [(String, String, String, [Double], Double)])
    func handCheckedValues(_ project: String, _ name: String, _ appearance: String, _ rgb255: [Double], _ alpha: Double)
        throws
    {
        let palette = try #require(Self.palettes[project])
        let wanted = try #require(Appearance(rawValue: appearance))
        let variant = try #require(palette.color(named: name)?.variant(for: wanted), "\(name)")
        let srgb = try #require(variant.color?.srgb)
        for (got, want) in zip([srgb.r, srgb.g, srgb.b], rgb255) {
            #expect(abs(got * 255 - want) <= 1, "\(name) \(appearance)")
        }
        #expect(abs((variant.color?.alpha ?? -1) - alpha) <= 1.0 / 255)
    }
}
