/// Lines of the text report fit for a terminal or a CI log: at most `TextFit.width` characters. A table cell too wide
/// is cut with "…" (names at their end, paths at their start, keeping the file and line); a long line of prose
/// (a review reason, a diagnostic) wraps at spaces onto indented continuation lines, so no word of it is lost.
enum TextFit {
    /// The widest line the text report prints.
    static let width = 160

    /// `text` cut to `width` characters with "…" at the end (`atStart`: at the start, keeping the end).
    static func cut(_ text: String, to width: Int, atStart: Bool = false) -> String {
        guard text.count > width else { return text }
        guard width > 1 else { return "…" }
        return atStart ? "…" + text.suffix(width - 1) : text.prefix(width - 1) + "…"
    }

    /// `line` wrapped at spaces to `width`, each continuation line starting with `indent`; a word longer than a
    /// line is cut across lines.
    static func wrap(_ line: String, width: Int = TextFit.width, indent: String = "      ") -> [String] {
        guard line.count > width else { return [line] }
        var lines: [String] = []
        var current = ""
        var empty = true // no word on `current` yet
        func flush() {
            lines.append(current)
            current = indent
            empty = true
        }
        for piece in line.split(separator: " ", omittingEmptySubsequences: false) {
            var word = Substring(piece)
            if !empty && current.count + 1 + word.count > width { flush() }
            while current.count + (empty ? 0 : 1) + word.count > width {
                let room = width - current.count - (empty ? 0 : 1)
                guard room > 0 else {
                    flush()
                    continue
                }
                current += (empty ? "" : " ") + word.prefix(room)
                word = word.dropFirst(room)
                flush()
            }
            current += (empty ? "" : " ") + word
            empty = false
        }
        if !empty || lines.isEmpty { lines.append(current) }
        return lines
    }
}
