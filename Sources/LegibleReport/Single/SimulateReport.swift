import LegibleCore
import LegibleJSON

/// `legible simulate`: each color as seen with a deficiency, in input order. The JSON is rendered from the
/// declarations below (`legible schema simulate` prints their JSON Schema); `rgb` is the encoded sRGB floats before
/// 8-bit rounding.
public enum SimulateReport {
    typealias Simulated = (input: Color, simulated: SRGB)

    public static func json(_ results: [(input: Color, simulated: SRGB)]) -> JSONValue {
        document.render(results)
    }

    static let document = JSONShape<[Simulated]>(
        "legible simulate --format json",
        LegibleReport.header(kind: "simulate") + [
            .array("colors", color) { $0 }
        ])

    static let color = JSONShape<Simulated>([
        .string("input") { $0.input.hexRGB },
        .string("simulated") { HexFormat.hex(SRGB8(quantizing: $0.simulated)) },
        .value("rgb", .array(.number)) {
            .array([.number($0.simulated.r), .number($0.simulated.g), .number($0.simulated.b)])
        },
    ])

    public static func text(
        _ results: [(input: Color, simulated: SRGB)], simulator: CVDSimulator, deficiency: Deficiency, severity: Double
    ) -> String {
        let methodName = deficiency == .achromatopsia ? "luminance grayscale" : simulator.method.rawValue
        var out = "\(deficiency.rawValue), \(methodName), severity \(severity)\n"
        for (input, simulated) in results {
            out += "  \(input.hexRGB)  →  \(HexFormat.hex(SRGB8(quantizing: simulated)))\n"
        }
        return out
    }
}
