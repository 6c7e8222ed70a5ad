import LegibleAudit
import LegibleCore
import LegiblePalette

/// The WCAG level a contrast ratio reaches, as the grid's badge: AAA (≥ 7), AA (≥ 4.5), AA large (≥ 3), fail.
///
/// Decided on the **unrounded** ratio with `WCAGLevel`'s thresholds and shown next to `RatioDisplay.string`, which
/// truncates: 4.4989 shows "4.49" and "AA large", never "4.50" next to a badge it did not earn.
enum ContrastBadge: String, CaseIterable, Sendable {
    case aaa, aa, aaLarge, fail

    init(ratio: Double) {
        if WCAGLevel.aaa.isMet(byRatio: ratio) {
            self = .aaa
        } else if WCAGLevel.aa.isMet(byRatio: ratio) {
            self = .aa
        } else if WCAGLevel.aaLarge.isMet(byRatio: ratio) {
            self = .aaLarge
        } else {
            self = .fail
        }
    }

    /// "AAA", "AA", "AA large", "fail"
    var label: String {
        switch self {
        case .aaa: "AAA"
        case .aa: "AA"
        case .aaLarge: "AA large"
        case .fail: "fail"
        }
    }

    /// CSS class of the badge.
    var cssClass: String {
        switch self {
        case .aaa: "b-aaa"
        case .aa: "b-aa"
        case .aaLarge: "b-aal"
        case .fail: "b-fail"
        }
    }
}

/// Foregrounds × backgrounds of one appearance, from the audit's contrast findings: the grid of `legible grid` and
/// of the report.
///
/// Rows are the rules' foregrounds (or the inferred text colors), columns the rules' backgrounds, both in the order
/// the audit met them (rule order, then palette order). Only pairs some rule checks have a cell: a palette of 316
/// colors would otherwise make a 316 × 316 page. When several rules check one pair (an AA rule and an APCA rule),
/// the cell shows the lowest WCAG ratio among them and the worst verdict. Wide grids are split into pages of at
/// most `columnsPerPage` backgrounds, each page keeping only the foregrounds that have a cell in it.
struct ContrastGrid {
    struct Cell {
        /// Index of the shown finding in `AuditResult.contrast`.
        var finding: Int
        /// The WCAG ratio of the composited pair, unrounded.
        var ratio: Double
        var foreground: Color
        var background: Color
        /// Either color is translucent: the sample shows the composited colors.
        var translucent: Bool
        /// The worst verdict of the rules on this pair.
        var status: CheckStatus
        var badge: ContrastBadge { ContrastBadge(ratio: ratio) }
    }

    /// A color of the grid: its name, told apart by origin when two sources use one name.
    struct Axis: Hashable {
        var name: String
        var origin: String
    }

    struct Page {
        /// 1-based, and the number of pages.
        var number: Int
        var count: Int
        var rows: [Axis]
        var columns: [Axis]
        /// First and last column number (1-based) over all columns.
        var columnRange: ClosedRange<Int>
    }

    let appearance: Appearance
    private(set) var foregrounds: [Axis] = []
    private(set) var backgrounds: [Axis] = []
    private(set) var cells: [Axis: [Axis: Cell]] = [:]
    /// Names used by more than one origin (shown with their origin).
    private(set) var ambiguous: Set<String> = []

    init(_ result: AuditResult, appearance: Appearance, strict: Bool) {
        self.appearance = appearance
        var seenF: Set<Axis> = [], seenB: Set<Axis> = []
        var origins: [String: Set<String>] = [:]
        for (index, f) in result.contrast.enumerated() where f.appearance == appearance {
            let fg = Axis(name: f.foreground.name, origin: f.foreground.origin)
            let bg = Axis(name: f.background.name, origin: f.background.origin)
            if seenF.insert(fg).inserted { foregrounds.append(fg) }
            if seenB.insert(bg).inserted { backgrounds.append(bg) }
            origins[fg.name, default: []].insert(fg.origin)
            origins[bg.name, default: []].insert(bg.origin)
            let status = CheckStatus(f, strict: strict)
            let cell = Cell(
                finding: index, ratio: f.ratio, foreground: f.compositedForeground, background: f.compositedBackground,
                translucent: f.foreground.color.alpha < 1 || f.background.color.alpha < 1, status: status)
            if let old = cells[fg]?[bg] {
                var merged = f.ratio < old.ratio ? cell : old
                merged.status = status.rank < old.status.rank ? status : old.status
                cells[fg]![bg] = merged
            } else {
                cells[fg, default: [:]][bg] = cell
            }
        }
        ambiguous = Set(origins.filter { $0.value.count > 1 }.map(\.key))
    }

    var isEmpty: Bool { foregrounds.isEmpty }
    var cellCount: Int { cells.values.reduce(0) { $0 + $1.count } }

    func cell(_ fg: Axis, _ bg: Axis) -> Cell? { cells[fg]?[bg] }

    /// "label", or "AccentColor (App/Assets.xcassets)" when the name is used by several sources.
    func label(_ a: Axis) -> String { ambiguous.contains(a.name) ? "\(a.name) (\(a.origin))" : a.name }

    /// The grid in pages of at most `columnsPerPage` backgrounds.
    func pages(columnsPerPage: Int) -> [Page] {
        guard !backgrounds.isEmpty else { return [] }
        let size = max(1, columnsPerPage)
        let count = (backgrounds.count + size - 1) / size
        return (0..<count).map { p in
            let start = p * size, end = min(start + size, backgrounds.count)
            let columns = Array(backgrounds[start..<end])
            let rows = foregrounds.filter { fg in columns.contains { cells[fg]?[$0] != nil } }
            return Page(number: p + 1, count: count, rows: rows, columns: columns, columnRange: (start + 1)...end)
        }
    }
}
