import LegibleAudit
import LegibleCore
import LegiblePalette

/// Pieces every section shares: verdict labels, `path:line` sources, color names with their values.
enum HTMLFinding {
    /// PASS / FAIL / WARN / REVIEW / BASELINED as a labeled badge (text, then color).
    static func status(_ s: CheckStatus) -> String {
        let cls =
            switch s {
            case .pass: "ok"
            case .fail: "fail"
            case .warn: "warn"
            case .review: "review"
            case .baselined: "base"
            }
        return "<span class=\"\(cls)\">\(s.label)</span>"
    }

    /// `path:line`, relative to the working directory when under it (unescaped).
    static func source(_ location: SourceLocation, _ options: ReportOptions) -> String {
        "\(ReportPaths.relative(location.path, to: options.workingDirectory)):\(location.line)"
    }

    /// "<swatch> name <code>#3c3c4399</code>" with the color as written (alpha kept in the hex).
    static func named(_ ref: ColorReference) -> String {
        "\(HTMLSwatch.swatch(ref.written.shown(on: .sRGB))) \(HTML.text(ref.name)) <code>\(HTML.text(Display.hex(ref.color)))</code>"
            + (ref.systemName.map { " = <code>\(HTML.text($0))</code>" } ?? "")
    }
}
