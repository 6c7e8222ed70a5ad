import Foundation
import LegibleCore
import Testing
@testable import LegiblePalette
import LegibleJSON

/// The 2025.10 color object in every DTCG color space.
@Suite struct DesignTokenColorSpaceTests {
    /// The "Hot pink" examples of the DTCG Color Module 2025.10 §"Supported color spaces" (designtokens.org/TR/2025.10/color/),
    /// each given with `"hex": "#ff00ff"`. Components are rounded to 2–4 decimals, so the check is 1/255 per channel,
    /// except oklab, whose L is rounded to 3 decimals (0.70167 → 0.701: 1.2/255 off). The spec's hsl and hwb examples
    /// say hue 330, which is #ff0080, not #ff00ff; hue 300 is used here.
    static let hotPink: [(space: String, components: [Double], tolerance: Double)] = [
        ("srgb", [1, 0, 1], 1),
        ("srgb-linear", [1, 0, 1], 1),
        ("hsl", [300, 100, 50], 1),
        ("hwb", [300, 0, 0], 1),
        ("lab", [60.17, 93.54, -60.5], 1),
        ("lch", [60.17, 111.4, 327.11], 1),
        ("oklab", [0.701, 0.2746, -0.169], 1.5),
        ("oklch", [0.7016, 0.3225, 328.363], 1),
        ("xyz-d65", [0.5929, 0.2848, 0.9699], 1),
        ("xyz-d50", [0.5791, 0.2831, 0.728], 1),
    ]

    /// sRGB red written in the wide-gamut spaces (CSS Color 4 / color.js conversions of `color(srgb 1 0 0)`):
    /// a98-rgb shares sRGB's red primary, so only the transfer differs.
    static let srgbRed: [(space: String, components: [Double])] = [
        ("display-p3", [0.91749, 0.20029, 0.13856]),
        ("a98-rgb", [0.85859, 0, 0]),
        ("prophoto-rgb", [0.70225, 0.27572, 0.10355]),
        ("rec2020", [0.79198, 0.23098, 0.07376]),
    ]

    static func decode(_ space: String, _ components: [Double], alpha: Double = 1) throws -> Color {
        let json =
            "{\"colorSpace\": \"\(space)\", \"components\": [\(components.map { "\($0)" }.joined(separator: ", "))], \"alpha\": \(alpha)}"
        guard case .color(let color, _) = TokenValue.parse(try JSONParser.parse(json), typedColor: true) else {
            throw TestFailure("\(space) \(components) did not decode")
        }
        return color
    }

    struct TestFailure: Error, CustomStringConvertible {
        var description: String; init(_ d: String) { description = d }
    }

    static func distance(_ a: Color, _ b: SRGB) -> Double {
        let s = a.srgb
        return [s.r - b.r, s.g - b.g, s.b - b.b].map(abs).max() ?? 0
    }

    @Test(arguments: hotPink.map(\.space))
    func hotPinkInEverySpace(_ space: String) throws {
        let row = Self.hotPink.first { $0.space == space }!
        let color = try Self.decode(space, row.components)
        #expect(Self.distance(color, SRGB(r: 1, g: 0, b: 1)) <= row.tolerance / 255, "\(space): \(color.srgb)")
    }

    @Test(arguments: srgbRed.map(\.space))
    func srgbRedInWideGamutSpaces(_ space: String) throws {
        let row = Self.srgbRed.first { $0.space == space }!
        let color = try Self.decode(space, row.components)
        #expect(Self.distance(color, SRGB(r: 1, g: 0, b: 0)) <= 1e-3, "\(space): \(color.srgb)")
    }

    /// White is white in every space (the D50↔D65 adaptation maps white to white).
    @Test func whiteEverywhere() throws {
        let white: [(String, [Double])] = [
            ("srgb", [1, 1, 1]), ("srgb-linear", [1, 1, 1]), ("display-p3", [1, 1, 1]), ("a98-rgb", [1, 1, 1]),
            ("prophoto-rgb", [1, 1, 1]), ("rec2020", [1, 1, 1]), ("hsl", [0, 0, 100]), ("hwb", [0, 100, 0]),
            ("lab", [100, 0, 0]), ("lch", [100, 0, 0]), ("oklab", [1, 0, 0]), ("oklch", [1, 0, 0]),
            ("xyz-d65", [0.3127 / 0.3290, 1, (1 - 0.3127 - 0.3290) / 0.3290]),
            ("xyz-d50", [0.3457 / 0.3585, 1, (1 - 0.3457 - 0.3585) / 0.3585]),
        ]
        #expect(Set(white.map(\.0)) == Set(DTCGColorSpace.allCases.map(\.rawValue)))
        for (space, components) in white {
            let color = try Self.decode(space, components, alpha: 0.5)
            #expect(Self.distance(color, SRGB(r: 1, g: 1, b: 1)) <= 1e-9, "\(space): \(color.srgb)")
            #expect(color.alpha == 0.5)
        }
    }

    /// Spaces LegibleCore has keep their components as written; converted spaces out of the sRGB gamut stay unclipped.
    @Test func keptAndConvertedSpaces() throws {
        #expect(try Self.decode("display-p3", [1, 0, 0]) == Color(space: .displayP3, components: [1, 0, 0]))
        #expect(
            try Self.decode("srgb-linear", [0.2, 0.4, 0.6]) == Color(space: .linearSRGB, components: [0.2, 0.4, 0.6]))
        let wide = try Self.decode("rec2020", [0, 1, 0])
        #expect(wide.space == .extendedSRGB)
        #expect(wide.components[0] < 0)
        let inGamut = try Self.decode("oklch", [0.5, 0, 0])
        #expect(inGamut.space == .sRGB)
        // Figma float32 noise past a bound is snapped, further out is an error.
        #expect(try Self.decode("srgb", [1.0000001, 0, 0]).components == [1, 0, 0])
        #expect(throws: TestFailure.self) { try Self.decode("srgb", [1.001, 0, 0]) }
        // Finite but extreme components that overflow a conversion are errors, never NaN.
        #expect(throws: TestFailure.self) { try Self.decode("lab", [50, 1e300, -1e300]) }
        #expect(throws: TestFailure.self) { try Self.decode("xyz-d65", [1e308, -1e308, 1e308]) }
        // "none" is a missing component, rendered as 0.
        let json = #"{"colorSpace": "oklch", "components": [0.6, 0, "none"]}"#
        guard case .color(let gray, _) = TokenValue.parse(try JSONParser.parse(json), typedColor: true) else {
            Issue.record("none"); return
        }
        #expect(abs(gray.srgb.r - gray.srgb.b) < 1e-9)
    }
}
