import LegibleCore
import LegibleJSON

/// One component of a colorset color (`red`, `green`, `blue`, `white`, `alpha`), decoded from any of the ways
/// Xcode writes it. Its "Input Method" setting picks the encoding (PaletteFormats.md §1.4; skiptools/skip-ui #146,
/// samrayner/ColorAssetCatalog #7, #8):
///
/// | written | encoding | value |
/// |---|---|---|
/// | `"0.031"`, `"1.0000"`, `"1e-3"` | floating point (a decimal point or an exponent) | as written |
/// | `"56"`, `"1"`, `"-3"` | 8-bit (no decimal point) | n / 255; so `"1"` is 1/255, not 1.0 |
/// | `"0x38"`, `"0X7a"` | 8-bit hexadecimal | n / 255 |
/// | `0.5`, `1` (bare JSON number) | Xcode 9 / 9.1 floating point | as written; `1` is 1.0 |
///
/// Bare JSON numbers are always floats: Xcode 9 wrote `"green" : 1` for full green (samrayner/ColorAssetCatalog,
/// `Example/…/universal.colorset`); the 8-bit and hex input methods arrived later and always write strings.
/// `alpha` is always a float (`"1"` is 1.0), from 0 to 1, in every space.
///
/// Values outside 0…1 (after decoding) are errors except in the extended spaces. Non-finite values (`"1e999"`) are
/// errors everywhere. Nothing is clipped.
enum ColorsetComponent {
    enum Encoding { case float, eightBit, hexadecimal, jsonNumber }

    /// Why a component cannot be used; the caller adds the location.
    struct Problem: Error, Equatable {
        var message: String
        init(_ message: String) { self.message = message }
    }

    /// A red, green, blue or white component in `space`, or an error message (without location).
    static func decode(_ node: JSONNode, key: String, space: ColorSpace) -> Result<Double, Problem> {
        let written: String
        let encoding: Encoding
        let value: Double
        switch node.kind {
        case .number(let d, let text):
            (written, encoding, value) = (text, .jsonNumber, d)
        case .string(let s):
            written = s
            let text = s.colorsetTrimmed
            if text.hasPrefix("0x") || text.hasPrefix("0X") {
                let digits = text.dropFirst(2)
                guard !digits.isEmpty, digits.count <= 8, digits.utf8.allSatisfy(ColorsetDecimalSyntax.isHexDigit),
                    let n = UInt64(digits, radix: 16)
                else {
                    return .failure(Problem("\(key) '\(s)' is not a hexadecimal number"))
                }
                (encoding, value) = (.hexadecimal, Double(n) / 255)
            } else if ColorsetDecimalSyntax.isInteger(text), let n = Double(text) {
                (encoding, value) = (.eightBit, n / 255)
            } else if ColorsetDecimalSyntax.isFloat(text), let d = Double(text) {
                (encoding, value) = (.float, d)
            } else {
                return .failure(
                    Problem(
                        "\(key) '\(s)' is not a number; expected a float (\"0.5\"), an 8-bit value (\"128\") or hex (\"0x80\")"
                    ))
            }
        default:
            return .failure(
                Problem(
                    "\(key) is \(node.typeDescription), expected a number written as a string (\"0.5\", \"128\", \"0x80\")"
                ))
        }
        guard value.isFinite else { return .failure(Problem("\(key) '\(written)' is too large (not a finite number)")) }
        if !space.isExtended && !(0...1).contains(value) {
            let range =
                switch encoding {
                case .eightBit, .hexadecimal: "8-bit values go from 0 to 255 (0x00 to 0xFF)"
                case .float, .jsonNumber: "values go from 0 to 1"
                }
            return .failure(
                Problem(
                    "\(key) '\(written)' is out of range for \(space.rawValue): \(range); only the extended spaces allow more"
                ))
        }
        return .success(value)
    }

    /// The alpha component: a float from 0 to 1, written as a string or a bare number.
    static func decodeAlpha(_ node: JSONNode) -> Result<Double, Problem> {
        let written: String
        let value: Double
        switch node.kind {
        case .number(let d, let text):
            (written, value) = (text, d)
        case .string(let s):
            let text = s.colorsetTrimmed
            guard ColorsetDecimalSyntax.isInteger(text) || ColorsetDecimalSyntax.isFloat(text), let d = Double(text)
            else {
                return .failure(
                    Problem("alpha '\(s)' is not a number; alpha is written as a float from 0 to 1 (\"0.500\")"))
            }
            (written, value) = (s, d)
        default:
            return .failure(
                Problem(
                    "alpha is \(node.typeDescription), expected a float from 0 to 1 written as a string (\"1.000\")"))
        }
        guard value.isFinite else { return .failure(Problem("alpha '\(written)' is too large (not a finite number)")) }
        guard (0...1).contains(value) else {
            return .failure(Problem("alpha '\(written)' is out of range: alpha goes from 0 to 1"))
        }
        return .success(value)
    }
}

/// Strict decimal syntax, so `Double(_:)` never sees "nan", "inf" or hexadecimal floats.
enum ColorsetDecimalSyntax {
    /// `[+-]?[0-9]+`
    static func isInteger(_ s: Substring) -> Bool {
        var rest = s.utf8[...]
        if let first = rest.first, first == UInt8(ascii: "+") || first == UInt8(ascii: "-") { rest = rest.dropFirst() }
        return !rest.isEmpty && rest.allSatisfy(isDigit)
    }

    /// `[+-]?([0-9]+(\.[0-9]*)?|\.[0-9]+)([eE][+-]?[0-9]+)?` with a decimal point or an exponent.
    static func isFloat(_ s: Substring) -> Bool {
        var rest = s.utf8[...]
        if let first = rest.first, first == UInt8(ascii: "+") || first == UInt8(ascii: "-") { rest = rest.dropFirst() }
        let intDigits = rest.prefix(while: isDigit).count
        rest = rest.dropFirst(intDigits)
        var fractionDigits = 0, hasPoint = false, hasExponent = false
        if rest.first == UInt8(ascii: ".") {
            hasPoint = true
            rest = rest.dropFirst()
            fractionDigits = rest.prefix(while: isDigit).count
            rest = rest.dropFirst(fractionDigits)
        }
        guard intDigits + fractionDigits > 0 else { return false }
        if let e = rest.first, e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            hasExponent = true
            rest = rest.dropFirst()
            if let sign = rest.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { rest = rest.dropFirst() }
            let exponentDigits = rest.prefix(while: isDigit).count
            guard exponentDigits > 0 else { return false }
            rest = rest.dropFirst(exponentDigits)
        }
        return rest.isEmpty && (hasPoint || hasExponent)
    }

    static func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }

    static func isHexDigit(_ b: UInt8) -> Bool {
        isDigit(b) || (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "f"))
            || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "F"))
    }
}

extension String {
    /// Without leading and trailing white space.
    var colorsetTrimmed: Substring {
        guard let start = firstIndex(where: { !$0.isWhitespace }), let end = lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return self[start...end]
    }
}
