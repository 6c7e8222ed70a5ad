import Foundation
import LegibleCore

/// Loads the peer-computed reference files in `Fixtures/reference/` (copied from shared/reference, see its README
/// for provenance and tolerances). Fixtures are found via `#filePath`: a test target cannot declare resources
/// outside its folder.
enum ReferenceData {
    static let fixturesDirectory: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    static func load(_ name: String) -> [String: Any] {
        let url = fixturesDirectory.appendingPathComponent("reference").appendingPathComponent(name)
        guard let data = try? Data(contentsOf: url),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else {
            fatalError("cannot read reference file \(url.path)")
        }
        return object
    }

    /// `#rrggbb` → SRGB8 (reference inputs are always lowercase 6-digit hex).
    static func srgb8(_ hex: String) -> SRGB8 {
        let v = UInt32(hex.dropFirst(), radix: 16)!
        return SRGB8(r: UInt8(v >> 16), g: UInt8((v >> 8) & 0xFF), b: UInt8(v & 0xFF))
    }

    static func double(_ any: Any?) -> Double {
        if let d = any as? Double { return d }
        if let n = any as? NSNumber { return n.doubleValue }
        if let i = any as? Int { return Double(i) }
        fatalError("not a number: \(String(describing: any))")
    }

    static func doubles(_ any: Any?) -> [Double] {
        (any as! [Any]).map(double)
    }
}

/// Collects tolerance violations so a failing test prints every bad record, with input, expected, observed,
/// error and tolerance, and tracks the worst error seen.
struct ToleranceReport {
    let quantity: String
    let tolerance: Double
    var checked = 0
    var worst = 0.0
    var failures: [String] = []

    init(_ quantity: String, tolerance: Double) {
        self.quantity = quantity
        self.tolerance = tolerance
    }

    mutating func check(_ input: String, expected: Double, observed: Double) {
        checked += 1
        let error = abs(expected - observed)
        if !(error <= tolerance) {
            failures.append(
                "\(quantity) \(input): expected \(expected), observed \(observed), error \(error), tolerance \(tolerance)"
            )
        }
        if error > worst || error.isNaN { worst = error }
    }

    mutating func fail(_ message: String) { failures.append("\(quantity) \(message)") }

    var summary: String { "\(quantity): \(checked) values, worst error \(worst), tolerance \(tolerance)" }
}
