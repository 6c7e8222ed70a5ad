import LegibleCore

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
    static func decode(_ node: JSONNode) -> TokenValue {
        guard let spaceNode = node["colorSpace"] else { return .invalid("color object has no \"colorSpace\"") }
        guard let spaceName = spaceNode.string else { return .invalid("\"colorSpace\" must be a string, found \(spaceNode.typeDescription)") }
        guard let space = DTCGColorSpace(rawValue: spaceName) else {
            return .invalid("unknown color space '\(spaceName)'; expected one of: \(DTCGColorSpace.allNames)")
        }
        guard let componentsNode = node["components"] else { return .invalid("color object has no \"components\"") }
        guard let elements = componentsNode.elements else {
            return .invalid("\"components\" must be an array, found \(componentsNode.typeDescription)")
        }
        guard elements.count == 3 else { return .invalid("\(space.rawValue) takes 3 components, found \(elements.count)") }
        var components: [Double] = []
        for (i, element) in elements.enumerated() {
            if element.string == "none" { components.append(0); continue }
            guard case .number(let v, let text) = element.kind else {
                return .invalid("component \(i + 1) must be a number or \"none\", found \(element.typeDescription)")
            }
            guard v.isFinite else { return .invalid("component \(i + 1) (\(text)) is not a finite number") }
            components.append(v)
        }
        var alpha = 1.0
        if let alphaNode = node["alpha"] {
            guard case .number(let v, let text) = alphaNode.kind else {
                return .invalid("\"alpha\" must be a number, found \(alphaNode.typeDescription)")
            }
            guard v.isFinite, v >= -DTCGColorSpace.noise, v <= 1 + DTCGColorSpace.noise else {
                return .invalid("alpha \(text) is out of range 0…1")
            }
            alpha = min(max(v, 0), 1)
        }
        let color: Color
        switch space.color(components, alpha: alpha) {
        case .success(let c): color = c
        case .failure(let message): return .invalid(message.text)
        }
        return .color(color, warnings: hexWarnings(node["hex"], color: color))
    }

    static func hexWarnings(_ hexNode: JSONNode?, color: Color) -> [String] {
        guard let hexNode else { return [] }
        guard let hex = hexNode.string, hex.hasPrefix("#"), hex.count == 7,
              let v = UInt32(hex.dropFirst(), radix: 16) else {
            return ["hex fallback \(hexNode.string.map { "'\($0)'" } ?? hexNode.typeDescription) is not a 6-digit #rrggbb; ignored (the components are used)"]
        }
        guard color.srgb.isInGamut else { return [] }
        let fallback = SRGB8(r: UInt8(v >> 16), g: UInt8((v >> 8) & 0xFF), b: UInt8(v & 0xFF))
        let actual = color.srgb8
        let apart = [(fallback.r, actual.r), (fallback.g, actual.g), (fallback.b, actual.b)].contains { abs(Int($0) - Int($1)) > 1 }
        guard apart else { return [] }
        return ["hex fallback \(hex) disagrees with the components (\(color.hexRGB)); the components are used"]
    }
}
