/// The runs an attributed string built in code may have (`SwiftAttributedColors`, `ObjCAttributedColors`), each with
/// the colors set on it over its whole range: the text is drawn in one known color only when every run that draws a
/// glyph has the same foreground; a run's background color is drawn right under its glyphs, so when every such run has
/// the same one, it is the text's layer.
enum AttributedTextRuns {
    /// One run the string may have: its colors as written (nil: none set), and whether it is whitespace only (a
    /// literal of spaces: it draws no glyph).
    struct Run: Hashable {
        var foreground: String?
        var background: String?
        var blank = false
    }

    /// What the text is drawn in: one foreground over every glyph, and the background its runs draw under them, if any.
    struct Colors: Equatable {
        var foreground: String
        var background: String?
    }

    /// The attribute keys read, as Swift names them (`.foregroundColor`) and as Objective-C does.
    static let foregroundKey = "foregroundColor"
    static let backgroundKey = "backgroundColor"
    static let objcKeys = [
        "NSForegroundColorAttributeName": foregroundKey, "NSBackgroundColorAttributeName": backgroundKey,
    ]

    /// The colors of `runs`, when every run that draws a glyph has one foreground and one background (or none).
    static func colors(of runs: Set<Run>) -> Colors? {
        let drawn = runs.filter { !$0.blank }
        guard let first = drawn.first, let foreground = first.foreground,
            drawn.allSatisfy({ $0.foreground == foreground && $0.background == first.background })
        else { return nil }
        return Colors(foreground: foreground, background: first.background)
    }

    /// `runs` with `key`'s color set to `color` on each; beside the runs before when the change may not run.
    static func setting(_ key: String, to color: String?, on runs: Set<Run>, conditional: Bool) -> Set<Run> {
        let after = Set(
            runs.map { run in
                var run = run
                if key == foregroundKey { run.foreground = color } else { run.background = color }
                return run
            })
        return conditional ? runs.union(after) : after
    }

    /// What setting a view's attributed text whose colors are read (`value`, as written) stands for: its foreground
    /// is the view's text color, the background its runs draw under the glyphs the view's background, and it gives
    /// the view its text. `keys` are the attribute names as the language writes them, for the evidence.
    static func writes(
        _ colors: Colors, value: String, keys: (foreground: String, background: String)
    ) -> [(key: String, value: String, written: String?)] {
        let shown = value.count > 60 ? String(value.prefix(59)) + "…" : value
        var out: [(key: String, value: String, written: String?)] = [
            ("textColor", colors.foreground, "\(shown) (an attributed text, each run's \(keys.foreground))")
        ]
        if let background = colors.background {
            out.append(
                (
                    "backgroundColor", background,
                    "\(shown) (an attributed text, each run's \(keys.background) under its glyphs)"
                )
            )
        }
        out.append((CodeTextContent.key, value, nil))
        return out
    }

    /// A string of spaces only (`" "`, a no-break space): it draws no glyph.
    static func isBlank(_ text: String) -> Bool {
        text.replacingOccurrences(of: "\\u{00a0}", with: " ").replacingOccurrences(of: "\\u00a0", with: " ")
            .allSatisfy { $0.isWhitespace }
    }
}
