import LegibleSwiftSyntax

/// Where a file creates a color: `UIColor(`, `NSColor(`, `Color(`, `CGColor(`, `#colorLiteral(`, and trailing-closure
/// providers `= UIColor {` / `return UIColor {` / `UIColor {` starting a line (an implicit return). The one list of initializer heads; the builder checks that each
/// one ends in the palette or in a diagnostic.
enum SwiftColorInitializerSites {
    static let types: Set<String> = ["UIColor", "NSColor", "Color", "CGColor"]

    /// Token indices of initializer heads in `range`.
    static func heads(in tokens: [SwiftToken], _ range: Range<Int>) -> [Int] {
        var result: [Int] = []
        for k in range where k + 1 < tokens.count {
            let t = tokens[k], next = tokens[k + 1]
            if t.kind == .pound && t.text == "#colorLiteral" && next.is("(") { result.append(k); continue }
            guard t.kind == .identifier, types.contains(t.text) else { continue }
            let previous = k > 0 ? tokens[k - 1] : nil
            if let p = previous, p.kind == .identifier,
                ["func", "init", "case", "struct", "class", "enum", "extension", "typealias"].contains(p.text)
            {
                continue
            }
            if next.is("(") && !next.spaceBefore { result.append(k); continue }
            if next.is("{") && !next.startsLine,
                previous.map({ $0.is("=") || $0.is("return") || $0.is("(") || $0.is("??") }) ?? true || t.startsLine
            {
                result.append(k)
            }
        }
        return result
    }
}
