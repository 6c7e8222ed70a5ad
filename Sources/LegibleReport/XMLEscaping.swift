/// XML 1.0 text and attribute escaping for JUnit reports (`Markup`'s entities, XML's control-character rules).
enum XML {
    /// Attribute values in double quotes: `&` `<` `>` `"` `'` as entities, tab/LF/CR as character references
    /// (attribute normalization would otherwise turn them into spaces), other control characters (not allowed
    /// in XML 1.0) as U+FFFD.
    static func attribute(_ s: String) -> String {
        Markup.escape(s, quotes: true) { scalar in
            switch scalar {
            case "\t": "&#9;"
            case "\n": "&#10;"
            case "\r": "&#13;"
            default: replacement(scalar)
            }
        }
    }

    /// Element text: `&` `<` `>` as entities, line breaks kept, other control characters as U+FFFD.
    static func text(_ s: String) -> String {
        Markup.escape(s, quotes: false) { scalar in
            switch scalar {
            case "\t", "\n": nil
            case "\r": "&#13;"
            default: replacement(scalar)
            }
        }
    }

    /// U+FFFD for characters XML 1.0 does not allow (it allows #x9 | #xA | #xD | [#x20-#xD7FF] | [#xE000-#xFFFD] |
    /// [#x10000-#x10FFFF]); DEL and C1 controls are allowed but invisible, so they go too. nil keeps the scalar.
    static func replacement(_ scalar: Unicode.Scalar) -> String? {
        let v = scalar.value
        return v < 0x20 || (0x7F...0x9F).contains(v) || v == 0xFFFE || v == 0xFFFF ? "\u{FFFD}" : nil
    }
}
