/// Text made literal in HTML (WHATWG HTML, "Serializing HTML fragments": escaping a string).
///
/// Every name, path and message that reaches the page goes through `text` or `attribute`, so a color named
/// `<script>alert(1)</script>` shows as those characters and never becomes markup. Control characters are shown
/// as visible escapes first (`\n`, `\u{1B}`: `Terminal.sanitize`), as in the text report, because HTML would
/// otherwise fold a line break into a space or drop the character, and two different names could look alike.
enum HTML {
    /// Element content: `&` `<` `>` as entities (quotes too, so the same string is safe in an attribute), after
    /// control characters became visible escapes (`Markup`).
    static func text(_ s: String) -> String {
        let clean = Terminal.sanitize(s)
        guard clean.unicodeScalars.contains(where: { "&<>\"'".unicodeScalars.contains($0) }) else { return clean }
        return Markup.escape(clean, quotes: true)
    }

    /// A double-quoted attribute value: the same escaping as `text`.
    static func attribute(_ s: String) -> String { text(s) }

    /// Escaped text with line-break opportunities (`<wbr>`) inside long names: between a lowercase letter or digit
    /// and an uppercase letter (`secondary<wbr>System<wbr>Background`) and after `.` `/` `-` `_`. Entities are
    /// lowercase or numeric, so they are never split.
    static func breakable(_ s: String) -> String {
        var out = ""
        var previous: Character?
        for ch in text(s) {
            if ch.isASCII && ch.isUppercase, let p = previous, p.isASCII && (p.isLowercase || p.isNumber) {
                out += "<wbr>"
            }
            out.append(ch)
            if ".-/_".contains(ch) { out += "<wbr>" }
            previous = ch
        }
        return out
    }
}
