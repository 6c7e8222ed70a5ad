import LegibleCore

/// A cell of a text table: what the eye sees (for widths) and what is printed (with ANSI escapes).
struct TextCell {
    var visible: String
    var rendered: String

    init(_ text: String) {
        visible = Terminal.sanitize(text)
        rendered = visible
    }

    init(visible: String, rendered: String) {
        self.visible = visible
        self.rendered = rendered
    }
}

/// Columns padded to their widest cell, two spaces apart, trailing spaces trimmed.
struct TextTable {
    var header: [String]
    var rows: [[TextCell]] = []

    func render(indent: String = "  ") -> String {
        let all = [header.map(TextCell.init)] + rows
        var widths = Array(repeating: 0, count: header.count)
        for row in all { for (i, cell) in row.enumerated() { widths[i] = max(widths[i], cell.visible.count) } }
        var out = ""
        for row in all {
            var line = indent
            for (i, cell) in row.enumerated() {
                line += cell.rendered
                if i < row.count - 1 { line += String(repeating: " ", count: widths[i] - cell.visible.count + 2) }
            }
            while line.hasSuffix(" ") { line.removeLast() }
            out += line + "\n"
        }
        return out
    }
}

/// Terminal output: ANSI truecolor swatches and colored verdicts, and names made harmless.
enum Terminal {
    static let reset = "\u{1B}[0m"

    /// Two cells painted with the color (sRGB, clipped, alpha ignored): `ESC[48;2;r;g;bm  ESC[0m`.
    static func swatch(_ c: Color) -> String {
        let s = c.srgb8
        return "\u{1B}[48;2;\(s.r);\(s.g);\(s.b)m  \(reset)"
    }

    /// A verdict, padded by the table, colored: PASS green, FAIL bold red, WARN yellow, REVIEW cyan, BASELINED dim.
    static func status(_ status: CheckStatus, ansi: Bool) -> TextCell {
        guard ansi else { return TextCell(status.label) }
        let code =
            switch status {
            case .pass: "32"
            case .fail: "1;31"
            case .warn: "33"
            case .review: "36"
            case .baselined: "2"
            }
        return TextCell(visible: status.label, rendered: "\u{1B}[\(code)m\(status.label)\(reset)")
    }

    /// A name with a swatch in front when ANSI is on.
    static func named(_ name: String, _ color: Color?, ansi: Bool) -> TextCell {
        let clean = sanitize(name)
        guard ansi, let color else { return TextCell(clean) }
        return TextCell(visible: "   " + clean, rendered: swatch(color) + " " + clean)
    }

    /// Text from a file made safe for a line of terminal output: `String.withVisibleControlCharacters`.
    static func sanitize(_ s: String, keeping kept: Set<Unicode.Scalar> = []) -> String {
        s.withVisibleControlCharacters(keeping: kept)
    }

    static func isControl(_ s: Unicode.Scalar) -> Bool { s.value < 0x20 || (0x7F...0x9F).contains(s.value) }
}
