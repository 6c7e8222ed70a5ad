/// What a media query list says about appearances (Media Queries Level 5): `prefers-color-scheme: dark|light` and
/// `prefers-contrast: more` (also the old `high`) select appearances; `prefers-contrast: no-preference` selects the
/// normal-contrast ones. Media types `screen`/`all` and `only` change nothing. Anything else (`min-width`, `print`,
/// `forced-colors`, `prefers-contrast: less`) is a condition the palette cannot model: it is kept as text and the
/// definitions under it form their own origin, so they never override the unconditional values.
struct CSSMediaContext: Equatable {
    var appearances: Set<Appearance>
    /// The part of the query that is not about appearances, normalized; empty when there is none.
    var condition: String

    init(_ queryList: String) {
        let queries = CSSSelectorContext.split(queryList.lowercased())
        var union: Set<Appearance> = []
        var conditions: [String] = []
        for query in queries {
            let (apps, rest) = Self.query(query)
            union.formUnion(apps)
            if !rest.isEmpty { conditions.append(rest) }
        }
        if queries.isEmpty { union = CSSSelectorContext.all }
        appearances = union
        // A list mixing modelled and unmodelled queries keeps its whole text as the condition.
        condition =
            conditions.isEmpty ? "" : (queries.count == 1 ? conditions[0] : Self.normalized(queryList.lowercased()))
    }

    /// One query: `[not|only] [type] [and (feature)]*`.
    static func query(_ text: String) -> (Set<Appearance>, String) {
        var tokens = tokenize(text)
        var negated = false
        if tokens.first == "not" { negated = true; tokens.removeFirst() }
        if tokens.first == "only" { tokens.removeFirst() }
        var apps = CSSSelectorContext.all
        var unknown: [String] = []
        for token in tokens where token != "and" {
            switch token {
            case "screen", "all": continue
            case "(prefers-color-scheme:dark)": apps.formIntersection([.dark, .darkHighContrast])
            case "(prefers-color-scheme:light)": apps.formIntersection([.light, .lightHighContrast])
            case "(prefers-contrast:more)", "(prefers-contrast:high)", "(prefers-contrast)":
                apps.formIntersection([.lightHighContrast, .darkHighContrast])
            case "(prefers-contrast:no-preference)": apps.formIntersection([.light, .dark])
            default: unknown.append(token)
            }
        }
        if negated {
            if unknown.isEmpty { return (CSSSelectorContext.all.subtracting(apps), "") }
            return (CSSSelectorContext.all, normalized(text))
        }
        return (apps, unknown.joined(separator: " and "))
    }

    /// Words and parenthesized features, features without spaces: `(prefers-color-scheme:dark)`.
    static func tokenize(_ text: String) -> [String] {
        var tokens: [String] = []
        var current = ""
        var depth = 0
        for c in text {
            if c == "(" { depth += 1 }
            if c == ")" { depth -= 1 }
            if depth > 0 || c == ")" {
                if !c.isWhitespace { current.append(c) }
                if c == ")" && depth == 0 { tokens.append(current); current = "" }
                continue
            }
            if c.isWhitespace {
                if !current.isEmpty { tokens.append(current); current = "" }
            } else {
                current.append(c)
            }
        }
        if !current.isEmpty { tokens.append(current) }
        return tokens
    }

    static func normalized(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
