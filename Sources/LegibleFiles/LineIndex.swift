/// Line starts of a file, to place an XML start tag on the line where it begins: `XMLParser` reports the position of
/// the tag's closing `>`, which is a later line when the attributes are spread over several lines.
///
/// Positions arrive in document order, so a cursor walks the text once: finding all tags costs O(file size) even when
/// a whole file is one line.
public struct LineIndex {
    let bytes: [UInt8]
    /// Byte offset where each line starts; `starts[0] == 0` is line 1.
    let starts: [Int]
    private var cursorLine = 0
    private var cursorColumn = 0
    private var cursorByte = 0

    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        for (i, b) in bytes.enumerated() where b == 0x0A { starts.append(i + 1) }
        self.starts = starts
    }

    /// The 1-based line holding the `<` of the tag whose `>` the parser reported at (`line`, `column`), or `line`
    /// when it cannot be found. libxml2 counts columns in characters, so the cursor steps over whole UTF-8
    /// sequences. A start tag cannot contain a raw `<` (not even in attribute values), so the nearest `<` before
    /// the reported position is the tag's own.
    public mutating func startLine(ofTagEndingAt line: Int, column: Int) -> Int {
        guard line >= 1, line <= starts.count else { return max(line, 1) }
        let lineEnd = line < starts.count ? starts[line] : bytes.count
        if line != cursorLine || column < cursorColumn {
            cursorLine = line
            cursorColumn = 0
            cursorByte = starts[line - 1]
        }
        while cursorColumn < column, cursorByte < lineEnd {
            cursorByte += 1
            while cursorByte < lineEnd, bytes[cursorByte] & 0xC0 == 0x80 { cursorByte += 1 } // continuation bytes
            cursorColumn += 1
        }
        var i = min(cursorByte, bytes.count) - 1
        while i >= 0, bytes[i] != UInt8(ascii: "<") { i -= 1 }
        guard i >= 0 else { return line }
        return lineNumber(ofByte: i)
    }

    /// Binary search: the 1-based line containing byte `offset`.
    func lineNumber(ofByte offset: Int) -> Int {
        var low = 0, high = starts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if starts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low + 1
    }
}
