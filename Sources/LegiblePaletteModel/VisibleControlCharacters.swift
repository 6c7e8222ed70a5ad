extension String {
    /// This text with its control characters (C0, DEL, C1) and the Unicode line and paragraph separators written as
    /// visible escapes (`\n`, `\r`, `\t`, `\u{1B}`, `\u{2028}`), except those in `kept`. Text read from a file (a
    /// color named `a\nb`, an escape sequence in a value, a hostile file name) can then neither break a line of
    /// line-oriented output (`path:line: error:`, text tables, CI logs) nor drive the terminal that shows it.
    public func withVisibleControlCharacters(keeping kept: Set<Unicode.Scalar> = []) -> String {
        func isEscaped(_ s: Unicode.Scalar) -> Bool {
            !kept.contains(s)
                && (s.value < 0x20 || (0x7F...0x9F).contains(s.value) || s == "\u{2028}" || s == "\u{2029}")
        }
        guard unicodeScalars.contains(where: isEscaped) else { return self }
        var out = ""
        for scalar in unicodeScalars {
            switch scalar {
            case _ where !isEscaped(scalar): out.unicodeScalars.append(scalar)
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default: out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            }
        }
        return out
    }
}
