/// Formatting 8-bit sRGB as lowercase CSS hex notation (`#rrggbb`, `#rrggbbaa`: alpha last, CSS Color 4).
public enum HexFormat {
    public static func hex(_ c: SRGB8) -> String {
        "#" + byte(c.r) + byte(c.g) + byte(c.b)
    }

    public static func hex(_ c: SRGB8, alpha: UInt8) -> String {
        hex(c) + byte(alpha)
    }

    static func byte(_ v: UInt8) -> String {
        let digits = Array("0123456789abcdef")
        return String([digits[Int(v >> 4)], digits[Int(v & 0xF)]])
    }
}
