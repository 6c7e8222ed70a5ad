/// Line starts of a file, to place an XML start tag on the line where it begins: `XMLParser` reports the position of
/// the tag's closing `>`, which is a later line when the attributes are spread over several lines.
struct LineIndex {
    let bytes: [UInt8]
    /// Byte offset where each line starts; `starts[0] == 0` is line 1.
    let starts: [Int]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        for (i, b) in bytes.enumerated() where b == 0x0A { starts.append(i + 1) }
        self.starts = starts
    }

    /// The 1-based line holding the `<` of the tag whose `>` the parser reported at (`line`, `column`), or `line`
    /// when it cannot be found. A start tag cannot contain a raw `<` (not even in attribute values), so the nearest
    /// `<` before the reported position is the tag's own.
    func startLine(ofTagEndingAt line: Int, column: Int) -> Int {
        guard line >= 1, line <= starts.count else { return max(line, 1) }
        let lineEnd = line < starts.count ? starts[line] : bytes.count
        // libxml2 counts columns in characters; on ASCII lines that is the byte offset. On other lines a byte offset
        // at or after the character position is still inside this tag or just past it, so searching back from the
        // end of the tag's line bounded by `column` characters is safe either way.
        let lineText = Array(String(decoding: bytes[starts[line - 1]..<lineEnd], as: UTF8.self))
        let limit = min(max(column, 0), lineText.count)
        if lineText[..<limit].contains("<") { return line }
        var l = line - 1
        while l >= 1 {
            let end = starts[l]
            if bytes[starts[l - 1]..<end].contains(UInt8(ascii: "<")) { return l }
            l -= 1
        }
        return line
    }
}
