import Foundation
import LegibleCore
import LegibleJSON

/// What a token's `$value` / `value` says, before aliases are followed.
///
/// Strings: `{group.token}` is an alias (Style Dictionary's `{color.red.value}` form is handled at lookup);
/// `rgba({group.token}, 0.5)` is Tokens Studio's alias with an opacity; `linear-gradient(…)` and the other CSS
/// gradients are gradients; anything else goes to `ColorParser` (hex with alpha last, `rgb()`, `hsl()`, `oklch()`,
/// `color()`, named colors). Objects: `{"$ref": "#/group/token"}` is a JSON Pointer alias; an object with
/// `colorSpace` is a DTCG 2025.10 color (`TokenColorObject`).
///
/// For a token without a type (`typedColor == false`) only notations that cannot be anything but a color count:
/// hex strings, CSS color functions, color objects, and aliases. `"red"` or numbers are then "not a color" rather
/// than errors; a malformed hex (`#12`, `#222color`), a malformed color function (`hwb(1886`), a color function
/// with references inside (`lab({size.small})`) or an unterminated reference (`{color.gray`) can only have been
/// meant as a color, so it is an error either way (never a silent drop).
enum TokenValue {
    case alias(String, alpha: Double?)
    case color(Color, warnings: [String])
    case gradient
    /// An error for a color token, "not a color" for an untyped one.
    case invalid(String)
    case notColor

    static let colorFunctions = [
        "rgb(", "rgba(", "hsl(", "hsla(", "hwb(", "lab(", "lch(", "oklab(", "oklch(", "color(", "color-mix(",
    ]
    static let gradientFunctions = [
        "linear-gradient(", "radial-gradient(", "conic-gradient(",
        "repeating-linear-gradient(", "repeating-radial-gradient(", "repeating-conic-gradient(",
    ]

    static func parse(_ node: JSONNode, typedColor: Bool) -> TokenValue {
        switch node.kind {
        case .string(let text):
            return parse(string: text, typedColor: typedColor)
        case .object:
            if let ref = node["$ref"] { return pointer(ref) }
            if isColorObject(node) { return TokenColorObject.decode(node) }
            return typedColor
                ? .invalid(
                    "expected a color (a string such as \"#rrggbb\", or an object with colorSpace and components), found an object"
                ) : .notColor
        default:
            return typedColor ? .invalid("expected a color, found \(node.typeDescription)") : .notColor
        }
    }

    static func parse(string raw: String, typedColor: Bool) -> TokenValue {
        let text = trimmed(raw)
        let lower = text.lowercased()
        if text.hasPrefix("{") && text.hasSuffix("}") && text.dropFirst().firstIndex(of: "{") == nil {
            let name = text.dropFirst().dropLast().trimmingCharacters(in: .whitespaces)
            return name.isEmpty ? .invalid("empty reference '{}'") : .alias(name, alpha: nil)
        }
        if gradientFunctions.contains(where: { lower.hasPrefix($0) }) { return typedColor ? .gradient : .notColor }
        if text.hasPrefix("{") && !text.contains("}") {
            return .invalid("unterminated reference '\(text)' (no closing '}')")
        }
        if text.contains("{") {
            if let (name, alpha) = aliasWithAlpha(text) { return .alias(name, alpha: alpha) }
            // An untyped `lab({size.small})` or `#{hex}` can only have been meant as a color (fuzz report,
            // 2026-11-25: it vanished without a word); other untyped expressions (`{space.base} * 2`) are not colors.
            let meantAsColor = typedColor || text.hasPrefix("#") || colorFunctions.contains { lower.hasPrefix($0) }
            return meantAsColor ? .invalid("references inside an expression are not supported: '\(text)'") : .notColor
        }
        // Past this line an untyped value is a hex string or a color function: whatever fails is an error.
        if !typedColor && !text.hasPrefix("#") && !colorFunctions.contains(where: { lower.hasPrefix($0) }) {
            return .notColor
        }
        do throws(ColorParseError) {
            var clamped: [ColorParseWarning] = []
            let color = try ColorParser.parseCSS(text, warnings: &clamped).color
            guard isFinite(color) else { return .invalid("'\(text)' does not convert to a finite color") }
            return .color(color, warnings: clamped.map(\.description))
        } catch {
            return .invalid(error.description)
        }
    }

    /// Whitespace trimmed; a string starting and ending with visible ASCII (nearly every value) is returned as is,
    /// without a trip through Foundation.
    static func trimmed(_ raw: String) -> String {
        if let first = raw.utf8.first, let last = raw.utf8.last, first > 0x20, first < 0x7F, last > 0x20, last < 0x7F {
            return raw
        }
        return raw.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Whether `parse(node, typedColor: false)` equals `parse(node, typedColor: true)`: a string written as a color
    /// (`#…` or a color function, with or without references inside) takes the same path either way, so a token
    /// file of hex values is parsed once, not twice.
    static func readsTheSameUntyped(_ node: JSONNode) -> Bool {
        guard case .string(let raw) = node.kind else { return false }
        // ASCII only, without Foundation's trimming (the costly part of a parse): anything else is parsed twice.
        let bytes = raw.utf8.drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }.prefix(11).map {
            $0 | ($0 >= 0x41 && $0 <= 0x5A ? 0x20 : 0)
        }
        if bytes.first == UInt8(ascii: "#") { return true }
        return colorFunctions.contains { f in bytes.starts(with: f.utf8) }
    }

    /// An object with `colorSpace` or `components`: meant as a DTCG color whatever the token's type, so a broken
    /// one is an error even in an untyped token (a `$type` typo must not hide it).
    static func isColorObject(_ node: JSONNode) -> Bool { node["colorSpace"] != nil || node["components"] != nil }

    /// Tokens Studio's `rgba({group.token}, 0.5)`: the referenced color with another opacity (0…1 or a percentage).
    static func aliasWithAlpha(_ text: String) -> (String, Double)? {
        let lower = text.lowercased()
        guard let open = text.firstIndex(of: "("), lower.hasPrefix("rgba(") || lower.hasPrefix("rgb("),
            text.hasSuffix(")")
        else { return nil }
        let inside = text[text.index(after: open)..<text.index(before: text.endIndex)]
        let parts = inside.split(separator: ",", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        guard parts.count == 2, parts[0].hasPrefix("{"), parts[0].hasSuffix("}"), parts[0].count > 2 else { return nil }
        var alphaText = parts[1]
        var scale = 1.0
        if alphaText.hasSuffix("%") { alphaText.removeLast(); scale = 100 }
        guard let value = Double(alphaText), value.isFinite, value / scale >= 0, value / scale <= 1 else { return nil }
        return (String(parts[0].dropFirst().dropLast()), value / scale)
    }

    /// `{"$ref": "#/group/token"}` (RFC 6901, within the token files; a trailing `/$value` is dropped).
    static func pointer(_ ref: JSONNode) -> TokenValue {
        guard let text = ref.string else { return .invalid("$ref must be a string, found \(ref.typeDescription)") }
        guard text.hasPrefix("#/") else {
            return .invalid(
                "only JSON Pointer references to a token (\"#/group/token\") are supported, found '\(text)'")
        }
        var segments = text.dropFirst(2).split(separator: "/", omittingEmptySubsequences: false).map {
            $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
        }
        if segments.last == "$value" { segments.removeLast() }
        guard !segments.isEmpty, !segments.contains(where: \.isEmpty) else {
            return .invalid("invalid JSON Pointer '\(text)'")
        }
        return .alias(segments.joined(separator: "."), alpha: nil)
    }

    /// Whether every component and alpha is finite: extreme inputs (lab a = 1e300) can overflow a conversion, and
    /// a NaN must never reach 8-bit quantization.
    static func isFinite(_ color: Color) -> Bool { color.alpha.isFinite && color.components.allSatisfy(\.isFinite) }
}
