import LegibleCore
import LegibleJSON

/// The DTCG Color Module 2025.10 color value (https://www.designtokens.org/TR/2025.10/color/):
/// ```json
/// { "colorSpace": "srgb", "components": [1, 1, 1], "alpha": 0, "hex": "#FFFFFF" }
/// ```
/// - `colorSpace` (required): one of `DTCGColorSpace`.
/// - `components` (required): 3 numbers, or `"none"` (a missing component; rendered as 0, as CSS does).
/// - `alpha` (optional, default 1): 0…1.
/// - `hex` (optional): a 6-digit `#rrggbb` fallback that never carries alpha, so `alpha: 0` with `hex: "#FFFFFF"` is
///   fully transparent. The components decide; a hex that disagrees with them by more than 1/255 in a channel
///   (in-gamut colors only: out of gamut, the fallback is a gamut-mapped guess) is reported as a warning.
///   Figma writes float32 components (`0.2823529541492462` for 72/255), which round to the hex exactly.
enum TokenColorObject {
    /// The color, or every problem of the object at once (a bad color space, bad components and a bad alpha are
    /// three messages, joined, so one run shows them all).
    static func decode(_ node: JSONNode) -> TokenValue {
        var problems: [String] = []
        let space = colorSpace(node, &problems)
        let components = self.components(node, space: space, &problems)
        let alpha = self.alpha(node, &problems)
        guard problems.isEmpty, let space, let components else { return .invalid(problems.joined(separator: "; ")) }
        switch space.color(components, alpha: alpha) {
        case .success(let color): return .color(color, warnings: hexWarnings(node["hex"], color: color))
        case .failure(let message): return .invalid(message.text)
        }
    }

    static func colorSpace(_ node: JSONNode, _ problems: inout [String]) -> DTCGColorSpace? {
        guard let spaceNode = node["colorSpace"] else {
            problems.append("color object has no \"colorSpace\""); return nil
        }
        guard let spaceName = spaceNode.string else {
            problems.append("\"colorSpace\" must be a string, found \(spaceNode.typeDescription)")
            return nil
        }
        guard let space = DTCGColorSpace(rawValue: spaceName) else {
            problems.append("unknown color space '\(spaceName)'; expected one of: \(DTCGColorSpace.allNames)")
            return nil
        }
        return space
    }

    /// The 3 components (`"none"` as 0); `space` only names the space in the count message.
    static func components(_ node: JSONNode, space: DTCGColorSpace?, _ problems: inout [String]) -> [Double]? {
        guard let componentsNode = node["components"] else {
            problems.append("color object has no \"components\""); return nil
        }
        guard let elements = componentsNode.elements else {
            problems.append("\"components\" must be an array, found \(componentsNode.typeDescription)")
            return nil
        }
        guard elements.count == 3 else {
            problems.append("\(space?.rawValue ?? "a color space") takes 3 components, found \(elements.count)")
            return nil
        }
        var components: [Double] = []
        for (i, element) in elements.enumerated() {
            if element.string == "none" { components.append(0); continue }
            guard case .number(let v, let text) = element.kind else {
                problems.append("component \(i + 1) must be a number or \"none\", found \(element.typeDescription)")
                continue
            }
            guard v.isFinite else { problems.append("component \(i + 1) (\(text)) is not a finite number"); continue }
            components.append(v)
        }
        return components.count == 3 ? components : nil
    }

    /// `alpha`, 1 when absent, clamped after a tolerance for float noise.
    static func alpha(_ node: JSONNode, _ problems: inout [String]) -> Double {
        guard let alphaNode = node["alpha"] else { return 1 }
        guard case .number(let v, let text) = alphaNode.kind else {
            problems.append("\"alpha\" must be a number, found \(alphaNode.typeDescription)")
            return 1
        }
        guard v.isFinite, v >= -DTCGColorSpace.noise, v <= 1 + DTCGColorSpace.noise else {
            problems.append("alpha \(text) is out of range 0…1")
            return 1
        }
        return min(max(v, 0), 1)
    }

    static func hexWarnings(_ hexNode: JSONNode?, color: Color) -> [String] {
        guard let hexNode else { return [] }
        guard let hex = hexNode.string, hex.hasPrefix("#"), hex.count == 7,
            let v = UInt32(hex.dropFirst(), radix: 16)
        else {
            return [
                "hex fallback \(hexNode.string.map { "'\($0)'" } ?? hexNode.typeDescription) is not a 6-digit #rrggbb; ignored (the components are used)"
            ]
        }
        guard color.srgb.isInGamut else { return [] }
        let fallback = SRGB8(r: UInt8(v >> 16), g: UInt8((v >> 8) & 0xFF), b: UInt8(v & 0xFF))
        let actual = color.srgb8
        let apart = [(fallback.r, actual.r), (fallback.g, actual.g), (fallback.b, actual.b)].contains {
            abs(Int($0) - Int($1)) > 1
        }
        guard apart else { return [] }
        return ["hex fallback \(hex) disagrees with the components (\(color.hexRGB)); the components are used"]
    }
}
