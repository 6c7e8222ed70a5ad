import Foundation
import LegibleBatch
import LegibleCore

/// Reference files in Fixtures/reference (found via #filePath: a test target cannot declare resources outside its
/// folder), seeded random colors, and the option sets every batch result must be independent of.
enum BatchTestSupport {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures").appendingPathComponent("reference")

    static func load(_ name: String) -> [String: Any] {
        let url = fixtures.appendingPathComponent(name)
        guard let data = try? Data(contentsOf: url),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else {
            fatalError("cannot read reference file \(url.path)")
        }
        return object
    }

    static func srgb8(_ hex: String) -> SRGB8 {
        let v = UInt32(hex.dropFirst(), radix: 16)!
        return SRGB8(r: UInt8(v >> 16), g: UInt8((v >> 8) & 0xFF), b: UInt8(v & 0xFF))
    }

    /// wcag.json: the 372 colors and the 600 (fg, bg) pairs.
    nonisolated(unsafe) static let wcag = load("wcag.json")
    static var wcagColors: [SRGB8] { (wcag["colors"] as! [[String: Any]]).map { srgb8($0["hex"] as! String) } }
    static var wcagPairs: [(fg: SRGB8, bg: SRGB8, tag: String)] {
        (wcag["pairs"] as! [[String: Any]]).map {
            (srgb8($0["fg"] as! String), srgb8($0["bg"] as! String), $0["tag"] as! String)
        }
    }
    /// cvd.json: the 150 colors.
    nonisolated(unsafe) static let cvd = load("cvd.json")
    static var cvdColors: [SRGB8] { (cvd["colors"] as! [[String: Any]]).map { srgb8($0["hex"] as! String) } }

    /// Every option set a result must not depend on: each supported instruction set on one thread, and the baseline
    /// and the best level on all threads (the baseline first: tests compare the others against it).
    static var optionSets: [BatchOptions] {
        let supported = BatchISA.allCases.filter(\.isSupported)
        return [BatchOptions(maxThreads: 1, isa: .baseline), BatchOptions(maxThreads: 8, isa: .baseline)]
            + supported.dropFirst().map { BatchOptions(maxThreads: 1, isa: $0) }
            + (supported.count > 1 ? [BatchOptions(maxThreads: 8, isa: supported.last!)] : [])
    }

    static func randomColors(_ n: Int, seed: UInt64) -> [SRGB8] {
        var g = SeededGenerator(seed: seed)
        return (0..<n).map { _ in
            let v = g.next()
            return SRGB8(
                r: UInt8(truncatingIfNeeded: v), g: UInt8(truncatingIfNeeded: v >> 8),
                b: UInt8(truncatingIfNeeded: v >> 16))
        }
    }

    static let grays: [SRGB8] = (0...255).map { SRGB8(r: UInt8($0), g: UInt8($0), b: UInt8($0)) }
}

/// xorshift64*: deterministic across platforms and runs.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed | 1 }
    mutating func next() -> UInt64 {
        state ^= state >> 12; state ^= state << 25; state ^= state >> 27
        return state &* 2_685_821_657_736_338_717
    }
}

/// Collects mismatches (at most 20 printed) so a failing test shows input, expected, observed and tolerance.
struct Mismatches {
    let what: String
    var count = 0, checked = 0
    var examples: [String] = []

    init(_ what: String) { self.what = what }

    mutating func check(_ ok: Bool, _ detail: @autoclosure () -> String) {
        checked += 1
        guard !ok else { return }
        count += 1
        if examples.count < 20 { examples.append(detail()) }
    }

    var summary: String { "\(what): \(count) of \(checked) differ\n" + examples.joined(separator: "\n") }
}
