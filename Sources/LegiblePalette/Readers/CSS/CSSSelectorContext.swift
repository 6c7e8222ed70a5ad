/// What a selector says about where its custom properties apply: the appearances it names and its scope.
///
/// Decisions (a selector can only be read by convention):
/// - root-like parts (`:root`, `html`, `body`, `:host`, `*`) apply everywhere;
/// - a class or attribute part is a *theme* part when it names a theme (`theme`, `mode`, `scheme`, `appearance`,
///   `contrast`: `.cpd-theme-dark`, `[data-theme="dark"]`, `[data-color-mode=light]`, `[class*="cpd-theme-"]`) or
///   consists only of appearance words (`.dark`, `.light-hc`). Its words pick the appearance: dark/night → dark,
///   light/day → light, hc/contrast → high contrast (both axes when only one is named). `.dark-overlay` is not a
///   theme part;
/// - an attribute that names a theme matched exactly against a value without appearance words is an app theme:
///   `[data-theme="sepia"]` → `theme:sepia` (`legible export --format css` writes themes so). Such a theme applies
///   where its own declarations say, and falls back to the light values (`CSSCascade`);
/// - `:not(theme part)` is ignored (`:root:not([data-theme=light])` inside a dark media query);
/// - everything else (`.button`, `a:hover`, `.card .title`) is the scope: custom properties set there are not the
///   page-wide palette, so they form their own origin, `file.css .button`.
struct CSSSelectorContext: Equatable {
    var appearances: Set<Appearance>
    /// The non-theme, non-root parts, normalized (`.button:hover`); empty for page-wide selectors.
    var scope: String

    static let all = Set(Appearance.allCases)

    /// Splits a selector list at top-level commas.
    static func split(_ list: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        var quote: Character?
        for c in list {
            if let q = quote { current.append(c); if c == q { quote = nil }; continue }
            switch c {
            case "\"", "'": quote = c
            case "(", "[": depth += 1
            case ")", "]": depth = max(depth - 1, 0)
            case "," where depth == 0:
                parts.append(current.cssTrimmed); current = ""; continue
            default: break
            }
            current.append(c)
        }
        parts.append(current.cssTrimmed)
        return parts.filter { !$0.isEmpty }
    }

    /// One selector (no top-level commas).
    init(selector: String) {
        var dark = false, light = false, contrast = false
        var themes: [String] = []
        var scopeParts: [String] = []
        var compound = ""
        func endCompound() {
            if !compound.isEmpty { scopeParts.append(compound) }
            compound = ""
        }
        for part in Self.simpleSelectors(selector) {
            switch part.first {
            case " ", ">", "+", "~":
                endCompound()
                if part != " ", !scopeParts.isEmpty { scopeParts.append(part) }
                continue
            default: break
            }
            let lower = part.lowercased()
            if [":root", "html", "body", ":host", "*", "&"].contains(lower) { continue }
            if lower.hasPrefix(":not("), Self.isThemePart(String(lower.dropFirst(5).dropLast())) { continue }
            if (lower.hasPrefix(".") || lower.hasPrefix("[")) && Self.isThemePart(lower) {
                if let theme = Self.themeName(part) { themes.append(theme); continue }
                let words = Self.words(lower)
                dark = dark || words.contains("dark") || words.contains("night")
                light = light || words.contains("light") || words.contains("day")
                contrast = contrast || Self.namesHighContrast(words)
                continue
            }
            compound += part
        }
        endCompound()
        while let last = scopeParts.last, [">", "+", "~"].contains(last) { scopeParts.removeLast() }
        scope = scopeParts.joined(separator: " ")
        appearances =
            themes.isEmpty
            ? Self.appearances(dark: dark, light: light, highContrast: contrast)
            : Set(themes.map { Appearance.theme($0) })
    }

    /// The app theme an attribute selector names exactly, `[data-theme="sepia"]` → `sepia`: the attribute names a
    /// theme (`theme`, `mode`, `scheme`, …), the match is `=` (not `*=`, `^=`, …), and the value holds no
    /// appearance word (those are light/dark/contrast, read as such). Nil otherwise.
    static func themeName(_ part: String) -> String? {
        guard part.hasPrefix("["), part.hasSuffix("]"), let eq = part.firstIndex(of: "=") else { return nil }
        let attribute = part[part.index(after: part.startIndex)..<eq]
        guard let last = attribute.last, !"*^$~|".contains(last), !themeWords.isDisjoint(with: words(String(attribute)))
        else { return nil }
        var value = part[part.index(after: eq)..<part.index(before: part.endIndex)].description.cssTrimmed
        if value.count >= 2, let q = value.first, q == "\"" || q == "'", value.last == q {
            var unescaped = ""
            var escaping = false
            for c in value.dropFirst().dropLast() {
                if !escaping && c == "\\" { escaping = true; continue }
                unescaped.append(c)
                escaping = false
            }
            value = unescaped
        }
        let valueWords = words(value)
        guard !valueWords.isEmpty,
            valueWords.allSatisfy({ !appearanceWords.contains($0) && !themeWords.contains($0) && $0 != "highcontrast" })
        else { return nil }
        return value
    }

    /// The appearances named by words on the light/dark and contrast axes.
    static func appearances(dark: Bool, light: Bool, highContrast: Bool) -> Set<Appearance> {
        switch (dark && !light, light && !dark, highContrast) {
        case (true, _, true): [.darkHighContrast]
        case (true, _, false): [.dark, .darkHighContrast]
        case (_, true, true): [.lightHighContrast]
        case (_, true, false): [.light, .lightHighContrast]
        case (false, false, true): [.lightHighContrast, .darkHighContrast]
        case (false, false, false): all
        }
    }

    static let themeWords: Set<String> = ["theme", "themes", "mode", "scheme", "appearance", "contrast", "colorscheme"]
    static let appearanceWords: Set<String> = ["dark", "light", "night", "day", "hc"]

    static func isThemePart(_ part: String) -> Bool {
        let words = words(part)
        guard !words.isEmpty else { return false }
        return !themeWords.isDisjoint(with: words) || words.allSatisfy(appearanceWords.contains)
    }

    static func namesHighContrast(_ words: [String]) -> Bool {
        if words.contains("hc") || words.contains("highcontrast") { return true }
        guard words.contains("contrast") else { return false }
        return words.contains("high") || words.contains("more")
            || !(words.contains("low") || words.contains("less") || words.contains("no"))
    }

    /// Lower-case alphanumeric words: `[data-theme="dark-hc"]` → data, theme, dark, hc.
    static func words(_ text: String) -> [String] {
        // ASCII (nearly every selector) by bytes: the same words as the Character path below, without a Unicode
        // property lookup per character (the CSS reader's largest cost in a profile of the css fuzz target).
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else {
            return text.split { !($0.isLetter || $0.isNumber) }.map { $0.lowercased() }
        }
        var words: [String] = [], word: [UInt8] = []
        for byte in text.utf8 {
            let lower = byte | 0x20
            if (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            {
                word.append(byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? lower : byte)
            } else if !word.isEmpty {
                words.append(String(decoding: word, as: UTF8.self))
                word.removeAll(keepingCapacity: true)
            }
        }
        if !word.isEmpty { words.append(String(decoding: word, as: UTF8.self)) }
        return words
    }

    /// Simple selectors and combinators: `.a.b > c:hover` → `.a`, `.b`, `>`, `c`, `:hover`.
    static func simpleSelectors(_ selector: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        var quote: Character?
        func flush() { if !current.isEmpty { parts.append(current) }; current = "" }
        for c in selector {
            if let q = quote { current.append(c); if c == q { quote = nil }; continue }
            if depth > 0 {
                current.append(c)
                if c == "(" || c == "[" { depth += 1 } else if c == ")" || c == "]" { depth -= 1 }
                if c == "\"" || c == "'" { quote = c }
                continue
            }
            switch c {
            case " ", "\n", "\t", "\r", ">", "+", "~":
                flush()
                let combinator = c.isWhitespace ? " " : String(c)
                if let last = parts.last, last == " " {
                    parts[parts.count - 1] = combinator
                } else if parts.last.map({ [">", "+", "~"].contains($0) }) != true || combinator != " " {
                    parts.append(combinator)
                }
            case ".", "#", "[", ":", "&", "*":
                if !(c == ":" && current == ":") { flush() }
                current.append(c)
                if c == "[" { depth += 1 }
            case "(":
                current.append(c); depth += 1
            default:
                current.append(c)
            }
        }
        flush()
        return parts
    }
}

extension String {
    var cssTrimmed: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[first...last])
    }
}
