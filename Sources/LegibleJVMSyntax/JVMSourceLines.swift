/// The lines of one Kotlin or Java source text, to place and quote what the tree read (`JVMExpression.span`): the line
/// a byte offset is on, a span's text with its line breaks and indentation folded into one space, a line's text.
/// Presentation only: what the code means is read on the tree.
public struct JVMSourceLines: Sendable {
    public let text: String
    /// The byte offset each line starts at; line 1 at 0.
    let starts: [Int]

    public init(_ text: String) {
        self.text = text
        var starts = [0]
        var offset = 0
        for byte in text.utf8 {
            offset += 1
            if byte == 0x0A { starts.append(offset) }
        }
        self.starts = starts
    }

    /// The 1-based line the byte at `offset` is on.
    public func line(at offset: Int) -> Int {
        var low = 0
        var high = starts.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if starts[middle] <= offset { low = middle } else { high = middle }
        }
        return low + 1
    }

    /// The line the expression ends on (the name of `binding.title\n.setTextColor` is on the second line), else its
    /// first line.
    public func lastLine(of e: JVMExpression) -> Int {
        guard let span = e.span, !span.isEmpty else { return e.line }
        return line(at: span.upperBound - 1)
    }

    /// The text of `span`, each line break with the indentation around it written as one space.
    public func quote(_ span: Range<Int>?) -> String? {
        guard let span, span.lowerBound >= 0 else { return nil }
        let utf8 = text.utf8
        guard span.upperBound <= utf8.count else { return nil }
        let start = utf8.index(utf8.startIndex, offsetBy: span.lowerBound)
        let end = utf8.index(start, offsetBy: span.count)
        var out: [UInt8] = []
        out.reserveCapacity(span.count)
        var folding = false
        for byte in utf8[start..<end] {
            if byte == 0x0A || byte == 0x0D {
                while out.last == 0x20 || out.last == 0x09 { out.removeLast() }
                folding = true
            } else if folding, byte == 0x20 || byte == 0x09 {
                continue
            } else {
                if folding, !out.isEmpty { out.append(0x20) }
                folding = false
                out.append(byte)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The start of `quote(span)`: its text up to and including the first byte of `stops` (all of it when the span
    /// holds none), folded the same way, without copying the rest of a long span (a call whose lambda runs for pages).
    public func quote(_ span: Range<Int>?, throughFirstOf stops: [UInt8]) -> String? {
        guard let span, span.lowerBound >= 0, span.upperBound <= text.utf8.count else { return nil }
        let utf8 = text.utf8
        var index = utf8.index(utf8.startIndex, offsetBy: span.lowerBound)
        var end = span.lowerBound
        while end < span.upperBound {
            let byte = utf8[index]
            end += 1
            if stops.contains(byte) { break }
            index = utf8.index(after: index)
        }
        return quote(span.lowerBound..<end)
    }

    /// The text of the 1-based line `number`, without its line break.
    public func text(ofLine number: Int) -> Substring {
        guard number >= 1, number <= starts.count else { return "" }
        let utf8 = text.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: starts[number - 1])
        let end = number < starts.count ? utf8.index(utf8.startIndex, offsetBy: starts[number] - 1) : utf8.endIndex
        return text[start..<end]
    }
}
