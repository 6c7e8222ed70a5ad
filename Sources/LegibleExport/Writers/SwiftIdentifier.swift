/// Swift identifiers for color names (The Swift Programming Language, Lexical Structure → Identifiers, Keywords).
///
/// The name is split into words at every character that is not an ASCII letter or digit (case inside a word is
/// kept), and the words are joined in lowerCamelCase: `Scene/Compose/indicator.button.background`
/// → `sceneComposeIndicatorButtonBackground`, `--cpd-color-text-primary` → `cpdColorTextPrimary`,
/// `color.gray.1400` → `colorGray1400`. A name that starts with a digit gets a `color` prefix (`1` → `color1`);
/// an empty one is `color`. Keywords are escaped with backticks (`` `default` ``), except the few that cannot be
/// (`self`, `Self`, `Type`, `Protocol`, `init`), which get a `Color` suffix.
enum SwiftIdentifier {
    static func make(_ name: String) -> String {
        let words = name.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }.map(String.init)
        var result = ""
        for (i, word) in words.enumerated() {
            if i == 0 {
                result += lowerFirst(word)
            } else {
                result += word.prefix(1).uppercased() + word.dropFirst()
            }
        }
        if result.isEmpty { return "color" }
        if let first = result.first, first.isNumber { result = "color" + result }
        return escaped(result)
    }

    /// `TypeName`s given on the command line: letters, digits and `_`, not starting with a digit, not a keyword.
    static func isValidTypeName(_ s: String) -> Bool {
        guard let first = s.first, !first.isNumber else { return false }
        return s.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") } && !keywords.contains(s)
            && !unescapable.contains(s)
    }

    /// The first character lower-cased; a leading run of capitals as in an acronym (`URLColor` → `urlColor`) too.
    static func lowerFirst(_ word: String) -> String {
        let chars = Array(word)
        var n = 0
        while n < chars.count, chars[n].isUppercase { n += 1 }
        if n > 1 && n < chars.count { n -= 1 } // keep the capital that starts the next word
        return String(chars.prefix(max(n, 1))).lowercased() + String(chars.dropFirst(max(n, 1)))
    }

    static func escaped(_ identifier: String) -> String {
        if unescapable.contains(identifier) { return identifier + "Color" }
        return keywords.contains(identifier) ? "`\(identifier)`" : identifier
    }

    static let unescapable: Set<String> = ["self", "Self", "Type", "Protocol", "init"]

    static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import",
        "inout", "internal", "let", "nonisolated", "open", "operator", "private", "precedencegroup", "protocol",
        "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default",
        "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch",
        "where",
        "while", "Any", "as", "await", "false", "is", "nil", "super", "throws", "true", "try",
    ]
}
