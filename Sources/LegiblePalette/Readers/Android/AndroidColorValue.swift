import Foundation
import LegibleCore

/// The text of a `<color>` resource, classified (Android developers, "More resource types → Color"):
/// `#RGB`, `#ARGB`, `#RRGGBB`, `#AARRGGBB` (alpha FIRST, unlike CSS; short forms double each digit, any case),
/// `@color/name`, `@android:color/name`, `@com.lib:color/name`, `?attr/name`, `?android:attr/name`.
public enum AndroidColorValue: Equatable, Sendable {
    case literal(Color)
    /// `@color/name`, defined in this resource set (or not found in the files read).
    case reference(String)
    /// `@android:color/name` (also the private form `@*android:color/name`).
    case framework(String)
    /// `@com.example.lib:color/name`: a color of another package, never in the files read.
    case packageReference(String)
    /// `?attr/name`, `?android:attr/name`, `?name`: a theme attribute.
    case themeAttribute(String)
    /// `@null`.
    case null
    case invalid(String)

    public static func parse(_ raw: String) -> AndroidColorValue {
        let text = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        if text.isEmpty { return .invalid("has no value") }
        if text.hasPrefix("#") { return parseHex(text) }
        if text.hasPrefix("?") { return .themeAttribute(text) }
        guard text.hasPrefix("@") else {
            return .invalid(
                "invalid color '\(text)': expected #RGB, #ARGB, #RRGGBB, #AARRGGBB (alpha first), @color/… or ?attr/…")
        }
        if text == "@null" { return .null }
        var body = text.dropFirst()
        if body.hasPrefix("*") { body = body.dropFirst() }
        if body.hasPrefix("+") { body = body.dropFirst() }
        let slash = body.firstIndex(of: "/")
        let type = slash.map { body[..<$0] } ?? body[...]
        let name = slash.map { String(body[body.index(after: $0)...]) } ?? ""
        let parts = type.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        let package = parts.count == 2 ? String(parts[0]) : nil
        let resourceType = parts.count == 2 ? parts[1] : parts[0]
        guard resourceType == "color", !name.isEmpty, name.allSatisfy(isNameCharacter) else {
            return .invalid(
                "invalid color '\(text)': a color can reference only another color (@color/name), not '\(type)'")
        }
        switch package {
        case nil: return .reference(name)
        case "android": return .framework(name)
        default: return .packageReference(text)
        }
    }

    /// `#RGB`, `#ARGB`, `#RRGGBB`, `#AARRGGBB`.
    static func parseHex(_ text: String) -> AndroidColorValue {
        let digits = text.dropFirst().map(\.hexDigitValue)
        guard digits.allSatisfy({ $0 != nil }), text.dropFirst().allSatisfy(\.isASCII) else {
            return .invalid("invalid color '\(text)': not a hex number; expected #RGB, #ARGB, #RRGGBB or #AARRGGBB")
        }
        let d = digits.map { UInt8($0 ?? 0) }
        let argb: [UInt8]
        switch d.count {
        case 3: argb = [255, d[0] * 17, d[1] * 17, d[2] * 17]
        case 4: argb = [d[0] * 17, d[1] * 17, d[2] * 17, d[3] * 17]
        case 6: argb = [255, d[0] << 4 | d[1], d[2] << 4 | d[3], d[4] << 4 | d[5]]
        case 8: argb = [d[0] << 4 | d[1], d[2] << 4 | d[3], d[4] << 4 | d[5], d[6] << 4 | d[7]]
        default:
            return .invalid(
                "invalid color '\(text)': \(d.count) hex digits; expected #RGB, #ARGB, #RRGGBB or #AARRGGBB (alpha first)"
            )
        }
        return .literal(Color(SRGB8(r: argb[1], g: argb[2], b: argb[3]), alpha: Double(argb[0]) / 255))
    }

    /// Resource names: letters, digits, `_`, `.` (aapt2 also accepts `-` in some tools; kept permissive).
    static func isNameCharacter(_ c: Character) -> Bool {
        c.isLetter || c.isNumber || c == "_" || c == "." || c == "-"
    }
}
