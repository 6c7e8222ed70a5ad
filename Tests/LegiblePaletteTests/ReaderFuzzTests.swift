import Foundation
import Testing
import LegibleTestSupport
import LegiblePalette

/// Mutation fuzzing of every reader: real palette files (the license-compatible corpus copies under
/// Fixtures/palettes) are truncated, bit-flipped, nested absurdly deep, given huge numbers, spliced and replaced by
/// garbage, 10,000+ times with a fixed seed (a tenth of that by default, all with `LEGIBLE_FULL_TESTS=1`). Each mutant is written where its reader expects it and loaded through
/// `PaletteLoader`. A crash or hang fails the run (the process dies); every mutant that yields no color must
/// produce at least one diagnostic naming the file.
@Suite("Reader fuzzing")
struct ReaderFuzzTests {
    static let iterations = TestScale.count(full: 10_240, sample: 1_024)
    static let seed: UInt64 = 0x1E61_B1E0_2026

    struct Seed { var bytes: [UInt8]; var kind: Kind }
    enum Kind: CaseIterable { case colorset, tokens, android, css, swift }

    /// The readers of the first test; Swift sources have their own test below (adding them here would change
    /// this test's fixed random sequence).
    static let dataKinds: Set<Kind> = [.colorset, .tokens, .android, .css]

    static func seeds(of kinds: Set<Kind>) -> [Seed] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("Fixtures/palettes")
        var out: [(String, Seed)] = []
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        // Broken fixtures are seeds too: they start where the interesting bugs are.
        for case let url as URL in walker {
            guard let data = try? Data(contentsOf: url), !data.isEmpty else { continue }
            let path = url.path
            let kind: Kind
            if path.hasSuffix(".colorset/Contents.json") {
                kind = .colorset
            } else if path.hasSuffix(".json"), !path.contains(".xcassets/") {
                kind = .tokens
            } else if path.hasSuffix(".xml") {
                kind = .android
            } else if path.hasSuffix(".css") {
                kind = .css
            } else if path.hasSuffix(".swift") {
                kind = .swift
            } else {
                continue
            }
            guard kinds.contains(kind), kind == .swift || !path.contains("/palettes/swift/") else { continue }
            // Configuration fixtures ($themes.json, resolvers, Style Dictionary configs) mean nothing without their
            // sibling files, and a lone mutant of one is read as a token file; TokenConfigurationTests covers them.
            if path.contains("/palettes/tokens-themes/") { continue }
            out.append((path, Seed(bytes: [UInt8](data), kind: kind)))
        }
        return out.sorted { $0.0 < $1.0 }.map(\.1)
    }

    /// Where a mutant of each kind is written, so the loader picks the right reader.
    static func relativePath(_ kind: Kind) -> String {
        switch kind {
        case .colorset: "Fuzz.xcassets/mutant.colorset/Contents.json"
        case .tokens: "tokens/mutant.tokens.json"
        case .android: "res/values/colors.xml"
        case .css: "styles/mutant.css"
        case .swift: "Sources/mutant.swift"
        }
    }

    @Test("10,240 mutants of real files (1,024 by default): no crash, a diagnostic whenever nothing was read")
    func mutants() throws {
        try run(seeds: Self.seeds(of: Self.dataKinds), kinds: Self.dataKinds, iterations: Self.iterations)
    }

    @Test("2,048 mutants of the Swift fixtures (256 by default): no crash, a diagnostic whenever nothing was read")
    func swiftMutants() throws {
        try run(seeds: Self.seeds(of: [.swift]), kinds: [.swift], iterations: TestScale.count(full: 2_048, sample: 256))
    }

    func run(seeds: [Seed], kinds expected: Set<Kind>, iterations: Int) throws {
        let kinds = Set(seeds.map(\.kind))
        #expect(kinds == expected, "seed files for every reader under Fixtures/palettes (found \(kinds.count))")
        try #require(!seeds.isEmpty)
        var rng = SplitMix64(seed: Self.seed)
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
            "legible-fuzz-\(getpid())-\(expected.count)")
        defer { try? FileManager.default.removeItem(at: dir) }
        var rejected = 0, silent: [String] = []
        for i in 0..<iterations {
            let seed = seeds[Int(rng.next() % UInt64(seeds.count))]
            let (mutant, how) = Mutator.mutate(seed.bytes, kind: seed.kind, rng: &rng)
            let file = dir.appendingPathComponent("\(i % 8)").appendingPathComponent(Self.relativePath(seed.kind))
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(mutant).write(to: file)
            let palette = PaletteLoader().load([file.deletingLastPathComponent().path])
            if palette.colors.isEmpty || palette.variantCount == 0 {
                rejected += 1
                let named = palette.diagnostics.contains { $0.location.path.hasPrefix(dir.path) }
                if !named && !isContentless(mutant, kind: seed.kind)
                    && !(seed.kind == .swift && Self.onlyStaticInlineColors(file.path))
                {
                    // Keep the mutant for reproduction: its path goes in the failure message.
                    let kept = FileManager.default.temporaryDirectory.appendingPathComponent(
                        "legible-fuzz-silent-\(i)-" + file.lastPathComponent)
                    try? Data(mutant).write(to: kept)
                    silent.append("#\(i) \(how) of a \(seed.kind) seed, kept at \(kept.path)")
                }
            }
        }
        print("fuzz: \(iterations) mutants of \(seeds.count) seed files, \(rejected) yielded no color")
        #expect(silent.isEmpty, "mutants rejected without a diagnostic:\n\(silent.prefix(20).joined(separator: "\n"))")
    }

    /// A mutant that no longer contains anything resembling a color definition may legitimately read as empty
    /// (e.g. a CSS file truncated before its first custom property).
    /// A Swift file whose every color initializer is a static color used in place (left to the views that use it)
    /// defines no color and needs no diagnostic.
    static func onlyStaticInlineColors(_ path: String) -> Bool {
        let sites = SwiftColorReader.read(files: [path]).initializerSites
        return !sites.isEmpty && sites.allSatisfy { $0.color == nil && $0.isStatic }
    }

    func isContentless(_ bytes: [UInt8], kind: Kind) -> Bool {
        let text = String(decoding: bytes, as: UTF8.self)
        switch kind {
        case .colorset: return false
        case .tokens: return !(text.contains("value") || text.contains("$value"))
        case .android: return !text.contains("<color") && !text.contains("type=\"color\"")
        case .css: return !text.contains("--")
        // No initializer left (`UIColor(`, `Color(`, `#colorLiteral(`, `= UIColor {`); a type annotation `: UIColor {` is not one.
        case .swift:
            return !["Color(", "#colorLiteral(", "= UIColor {", "= NSColor {", "return UIColor {"].contains(
                where: text.contains)
        }
    }
}

enum Mutator {
    static func mutate(_ input: [UInt8], kind: ReaderFuzzTests.Kind, rng: inout SplitMix64) -> ([UInt8], String) {
        var b = input
        func index(_ n: Int) -> Int { n == 0 ? 0 : Int(rng.next() % UInt64(n)) }
        switch rng.next() % 8 {
        case 0:
            b = Array(b.prefix(index(b.count)))
            return (b, "truncation")
        case 1:
            for _ in 0..<(1 + index(8)) where !b.isEmpty { b[index(b.count)] ^= UInt8(1 << index(8)) }
            return (b, "bit flips")
        case 2:
            let depth = 600 + index(10_000)
            let (open, close): (String, String) =
                switch kind {
                case .colorset, .tokens: index(2) == 0 ? ("[", "]") : ("{\"a\":", "}")
                case .android: ("<a>", "</a>")
                case .css: ("a{", "}")
                case .swift: index(2) == 0 ? ("(", ")") : ("{", "}")
                }
            let at = index(b.count + 1)
            b.insert(
                contentsOf: Array(String(repeating: open, count: depth).utf8)
                    + Array(String(repeating: close, count: depth).utf8), at: at)
            return (b, "deep nesting (\(depth))")
        case 3:
            let huge = ["1e999", "-1e999", "99999999999999999999999", "0x7FFFFFFFFFFFFFFFFF", "NaN", "1e-400"][index(6)]
            if let digit = b.indices.filter({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(b[$0]) }).randomElement(
                using: &rng)
            {
                b.replaceSubrange(digit...digit, with: Array(huge.utf8))
            }
            return (b, "huge number \(huge)")
        case 4:
            if !b.isEmpty {
                let start = index(b.count), end = min(b.count, start + index(256))
                b.insert(contentsOf: b[start..<end], at: index(b.count))
            }
            return (b, "duplicated slice")
        case 5:
            if !b.isEmpty {
                let start = index(b.count), end = min(b.count, start + 1 + index(64))
                b.removeSubrange(start..<end)
            }
            return (b, "deleted slice")
        case 6:
            b.insert(UInt8(truncatingIfNeeded: rng.next()), at: index(b.count + 1))
            return (b, "inserted byte")
        default:
            b = (0..<index(512)).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
            return (b, "garbage")
        }
    }
}
