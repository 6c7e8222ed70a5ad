/// Text made literal in GitHub-flavored Markdown, including inside table cells.
enum Markdown {
    /// Characters with inline meaning in GFM, backslash-escaped (CommonMark lets any ASCII punctuation be escaped):
    /// `\` `` ` `` `*` `_` `[` `]` `<` `>` `|` (a cell separator, even inside code spans) `~` (strikethrough) `&`
    /// (entities) `$` (math) `!` `#`. Line breaks and other control characters become spaces, so a name can never
    /// end a table row or start a block.
    static func escape(_ s: String) -> String {
        var out = ""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\\", "`", "*", "_", "[", "]", "<", ">", "|", "~", "&", "$", "!", "#":
                out += "\\"
                out.unicodeScalars.append(scalar)
            case _ where Terminal.isControl(scalar):
                out += " "
            default:
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A hex color or rule id as code: `` `#3c3c4399` `` (only ever our own ASCII, no backticks or pipes).
    static func code(_ s: String) -> String { "`" + s + "`" }

    /// A table: header, alignment row, rows; every cell already escaped.
    static func table(_ header: [String], align: [Bool], _ rows: [[String]]) -> String {
        var out = "| " + header.joined(separator: " | ") + " |\n"
        out += "|" + align.map { $0 ? " ---: |" : " --- |" }.joined() + "\n"
        for row in rows { out += "| " + row.joined(separator: " | ") + " |\n" }
        return out
    }
}
