/// Doubles as plain decimal text that reads back to the same Double: Swift's shortest round-trip digits
/// (`description`), with an exponent form (`1e-05`, `1.5e+20`) spelled out positionally (`0.00001`). Asset catalogs,
/// CSS, Swift and JSON readers all take plain decimals; not all take exponents. Integers print without `.0`.
enum DecimalText {
    static func plain(_ value: Double) -> String {
        precondition(value.isFinite, "only finite components are exported")
        if value == 0 { return "0" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        let text = "\(value)"
        guard let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }),
            let exponent = Int(text[text.index(after: e)...])
        else {
            return text
        }
        var mantissa = String(text[..<e])
        let negative = mantissa.hasPrefix("-")
        if negative { mantissa.removeFirst() }
        let parts = mantissa.split(separator: ".", omittingEmptySubsequences: false)
        let integerDigits = String(parts[0])
        let fractionDigits = parts.count > 1 ? String(parts[1]) : ""
        let digits = integerDigits + fractionDigits
        let point = integerDigits.count + exponent // position of the decimal point within `digits`
        var result: String
        if point <= 0 {
            result = "0." + String(repeating: "0", count: -point) + digits
        } else if point >= digits.count {
            result = digits + String(repeating: "0", count: point - digits.count)
        } else {
            result = String(digits.prefix(point)) + "." + String(digits.dropFirst(point))
        }
        while result.contains("."), result.hasSuffix("0") { result.removeLast() }
        if result.hasSuffix(".") { result.removeLast() }
        return (negative ? "-" : "") + result
    }

    /// Always with a decimal point (`1` → `1.0`): asset catalogs read a component without one as 8-bit (`"1"` is 1/255).
    static func withPoint(_ value: Double) -> String {
        let text = plain(value)
        return text.contains(".") ? text : text + ".0"
    }
}
