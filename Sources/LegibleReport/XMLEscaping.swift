/// XML 1.0 text and attribute escaping for JUnit reports.
enum XML {
    /// Attribute values in double quotes: `&` `<` `>` `"` `'` as entities, tab/LF/CR as character references
    /// (attribute normalization would otherwise turn them into spaces), other control characters (not allowed
    /// in XML 1.0) as U+FFFD.
    static func attribute(_ s: String) -> String {
        var out = ""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t": out += "&#9;"
            case "\n": out += "&#10;"
            case "\r": out += "&#13;"
            default: append(scalar, to: &out)
            }
        }
        return out
    }

    /// Element text: `&` `<` `>` as entities, line breaks kept, other control characters as U+FFFD.
    static func text(_ s: String) -> String {
        var out = ""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\t", "\n": out.unicodeScalars.append(scalar)
            case "\r": out += "&#13;"
            default: append(scalar, to: &out)
            }
        }
        return out
    }

    /// Characters XML 1.0 allows (#x9 | #xA | #xD | [#x20-#xD7FF] | [#xE000-#xFFFD] | [#x10000-#x10FFFF]); DEL and
    /// C1 controls are allowed but invisible, so they go too.
    static func append(_ scalar: Unicode.Scalar, to out: inout String) {
        let v = scalar.value
        if v < 0x20 || (0x7F...0x9F).contains(v) || v == 0xFFFE || v == 0xFFFF { out += "\u{FFFD}" }
        else { out.unicodeScalars.append(scalar) }
    }
}
