import LegibleCore
import LegibleJSON

/// `legible simulate`: each color as seen with a deficiency. JSON:
/// `{"schemaVersion": 1, "kind": "simulate", "colors": [{"input", "simulated", "rgb": [r, g, b]}]}`, `rgb` being the
/// encoded sRGB floats before 8-bit rounding, in input order.
public enum SimulateReport {
    public static func json(_ results: [(input: Color, simulated: SRGB)]) -> JSONValue {
        let items = results.map { input, simulated -> JSONValue in
            .object([
                ("input", .string(input.hexRGB)),
                ("simulated", .string(HexFormat.hex(SRGB8(quantizing: simulated)))),
                ("rgb", .array([.number(simulated.r), .number(simulated.g), .number(simulated.b)])),
            ])
        }
        return .object(LegibleReport.header(kind: "simulate") + [("colors", .array(items))])
    }

    public static func text(_ results: [(input: Color, simulated: SRGB)], simulator: CVDSimulator, deficiency: Deficiency, severity: Double) -> String {
        let methodName = deficiency == .achromatopsia ? "luminance grayscale" : simulator.method.rawValue
        var out = "\(deficiency.rawValue), \(methodName), severity \(severity)\n"
        for (input, simulated) in results {
            out += "  \(input.hexRGB)  →  \(HexFormat.hex(SRGB8(quantizing: simulated)))\n"
        }
        return out
    }
}
