/// Escaping for markup outputs: the HTML report (`HTML`) and the JUnit XML (`XML`) share one entity table and one
/// loop; they differ only in what they do with control characters, which each passes as a rule.
///
/// Entities (HTML: WHATWG "escaping a string"; XML 1.0 §2.4): `&` → `&amp;`, `<` → `&lt;`, `>` → `&gt;`, and in
/// attribute-safe output `"` → `&quot;`, `'` → `&#39;` (a numeric reference, valid in both languages).
enum Markup {
    /// What happens to a scalar the entity table does not cover: kept, or replaced by the returned text.
    typealias ControlRule = (Unicode.Scalar) -> String?

    static func escape(_ s: String, quotes: Bool, controls: ControlRule = { _ in nil }) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count + 16)
        for scalar in s.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where quotes: out += "&quot;"
            case "'" where quotes: out += "&#39;"
            default:
                if let replacement = controls(scalar) { out += replacement } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }
}
