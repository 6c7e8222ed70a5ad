import LegibleCore

/// A cell of a text table: what the eye sees (for widths) and what is printed (with ANSI escapes).
struct TextCell {
    var visible: String
    var rendered: String
    /// What comes before the text when the rendering adds to it (a swatch before a name): visible and rendered, so
    /// the text after it can be cut. Nil when the cell is its text.
    private var lead: (visible: String, rendered: String)?
    /// For a usage site: how many of the first characters are its location (path, line, column), which a cut keeps
    /// whole up to the folders (`TextFit.cut(site:detail:to:)`). Nil for any other cell.
    private var siteLocationLength: Int?

    init(_ text: String) {
        visible = Terminal.sanitize(text)
        rendered = visible
    }

    init(visible: String, rendered: String) {
        self.visible = visible
        self.rendered = rendered
    }

    /// A usage site: its location ("App/Main.storyboard:42") and what follows it (" [when isCompact]").
    init(site location: String, detail: String) {
        self.init(location + detail)
        siteLocationLength = Terminal.sanitize(location).count
    }

    /// A swatch (or any escape) before the text: `leadVisible` stands for it in widths.
    init(text: String, leadVisible: String, leadRendered: String) {
        let clean = Terminal.sanitize(text)
        visible = leadVisible + clean
        rendered = leadRendered + clean
        lead = (leadVisible, leadRendered)
    }

    /// The cell at most `width` characters wide, its text cut with "…" at its end. A cell rendered
    /// with escapes around its text (a colored verdict) is never cut; a site keeps its file and line.
    func cut(to width: Int) -> TextCell {
        guard visible.count > width else { return self }
        if let siteLocationLength {
            return TextCell(
                TextFit.cut(
                    site: String(visible.prefix(siteLocationLength)),
                    detail: String(visible.dropFirst(siteLocationLength)), to: width))
        }
        if let lead {
            let text = String(visible.dropFirst(lead.visible.count))
            let room = max(1, width - lead.visible.count)
            return TextCell(
                text: TextFit.cut(text, to: room), leadVisible: lead.visible,
                leadRendered: lead.rendered)
        }
        guard rendered == visible else { return self }
        return TextCell(TextFit.cut(visible, to: width))
    }
}

/// Columns padded to their widest cell, two spaces apart, trailing spaces trimmed. A table wider than
/// `maximumWidth` has its widest columns cut with "…" until it fits (a site cell keeps its file and line).
struct TextTable {
    var header: [String]
    var rows: [[TextCell]] = []
    var maximumWidth = TextFit.width

    /// Each column's width: its widest cell, the widest columns narrowed (never below their header, nor 12) until
    /// a line of the table fits `maximumWidth`.
    func widths(indent: Int) -> [Int] {
        var widths = Array(repeating: 0, count: header.count)
        for row in [header.map(TextCell.init)] + rows {
            for (i, cell) in row.enumerated() { widths[i] = max(widths[i], cell.visible.count) }
        }
        let floor = header.map { max($0.count, 12) }
        while indent + widths.reduce(0, +) + 2 * (widths.count - 1) > maximumWidth {
            let over = indent + widths.reduce(0, +) + 2 * (widths.count - 1) - maximumWidth
            guard
                let widest = widths.indices.filter({ widths[$0] > floor[$0] }).max(by: { widths[$0] < widths[$1] })
            else { break }
            let others = widths.indices.filter { $0 != widest }.map { widths[$0] }.max() ?? 0
            widths[widest] -= min(over, widths[widest] - max(floor[widest], min(others, widths[widest] - 1)))
        }
        return widths
    }

    func render(indent: String = "  ") -> String {
        let all = [header.map(TextCell.init)] + rows
        let widths = widths(indent: indent.count)
        var out = ""
        for row in all {
            var line = indent
            for (i, whole) in row.enumerated() {
                let cell = whole.cut(to: widths[i])
                line += cell.rendered
                if i < row.count - 1 {
                    line += String(repeating: " ", count: max(0, widths[i] - cell.visible.count) + 2)
                }
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
        guard ansi, let color else { return TextCell(name) }
        return TextCell(text: name, leadVisible: "   ", leadRendered: swatch(color) + " ")
    }

    /// Text from a file made safe for a line of terminal output: `String.withVisibleControlCharacters`.
    static func sanitize(_ s: String, keeping kept: Set<Unicode.Scalar> = []) -> String {
        s.withVisibleControlCharacters(keeping: kept)
    }

    static func isControl(_ s: Unicode.Scalar) -> Bool { s.value < 0x20 || (0x7F...0x9F).contains(s.value) }
}
