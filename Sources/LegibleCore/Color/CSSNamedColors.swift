/// CSS color keywords (CSS Color 4 §6.1 named colors, and `transparent`).
public enum CSSNamedColors {
    public static func color(named name: String) -> Color? {
        if name == "transparent" { return Color(SRGB8(r: 0, g: 0, b: 0), alpha: 0) }
        guard let v = table[name] else { return nil }
        return Color(SRGB8(r: UInt8(v >> 16), g: UInt8((v >> 8) & 0xFF), b: UInt8(v & 0xFF)))
    }

    static let table: [String: UInt32] = [
        "black": 0x000000, "white": 0xFFFFFF,
    ]
}
