/// Lines of the text report fit for a terminal or a CI log: at most `TextFit.width` characters. A table cell too wide
/// is cut with "…" (names at their end; a site in the middle of its folders, then at the end of its condition, so the
/// file and line always show); a long line of prose
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

    /// A site (`location`: "Sources/Views/Profile.swift:42:7", then `detail`: " [when isCompact]") cut to `width`
    /// with "…" so that its file name and line always show: the folders are cut in their middle first (down to
    /// "…/Profile.swift:42:7"), then the detail at its end; a file name and line wider than `width` alone keep their
    /// end.
    static func cut(site location: String, detail: String, to width: Int) -> String {
        guard location.count + detail.count > width else { return location + detail }
        let file = location.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? location
        // The shortest form of the location: "…/" and the file's name and line (the location itself when shorter).
        let shortest = min(location.count, file.count + 2)
        guard shortest < width else { return cut(location, to: width, atStart: true) }
        // Room for the location: what the detail leaves, never below its shortest form.
        let room = max(shortest, width - detail.count)
        var kept = location
        if location.count > room {
            let head = room - file.count - 2 // the folders' first characters kept before "…/"
            kept = String(location.prefix(max(0, head))) + "…/" + file
        }
        return kept + cut(detail, to: width - kept.count)
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
