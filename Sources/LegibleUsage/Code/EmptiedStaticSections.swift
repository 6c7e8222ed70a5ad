import LegiblePalette

/// The sections of a storyboard's static table that its controller's code shows without rows: UIKit asks the table
/// view controller's `tableView(_:numberOfRowsInSection:)` (Apple, "UITableViewDataSource") even for static cells, so
/// an override that returns 0 for a section hides that section's cells.
///
/// A section emptied on a current OS (unconditionally, or when a condition the code decides the same way on every OS
/// with dark mode holds: `if (@available(iOS 13, *)) return NO;` in a helper) is not shown: its pairs leave the run
/// and its text colors are no text uses, with one note per cell. A section emptied under a condition the code does not
/// decide (a user setting) needs review, naming it. Read from the Objective-C and Swift front ends
/// (`+ObjC`, `+Swift`).
struct EmptiedStaticSections: Sendable {
    /// One section code empties.
    struct Emptied: Sendable, Hashable {
        /// Where the `return 0` is.
        var at: SourceLocation
        /// The condition as written when code does not decide it; nil when the section is empty on a current OS.
        var undecided: String?
    }

    /// Controller class → section index → how code empties it.
    private(set) var byClass: [String: [Int: Emptied]] = [:]

    mutating func add(owner: String, section: Int, _ emptied: Emptied) {
        if byClass[owner]?[section] == nil { byClass[owner, default: [:]][section] = emptied }
    }

    var isEmpty: Bool { byClass.isEmpty }

    /// Leaves out the pairs of static cells in sections emptied on a current OS (a note per cell, no text use), and
    /// marks those in sections emptied under an undecided condition as needing review.
    func apply(to scan: inout UsageScan) {
        guard !byClass.isEmpty else { return }
        var removed = Set<String>()
        var notes: [Diagnostic] = []
        scan.pairs.removeAll { pair in
            guard pair.inStaticTable, let section = pair.staticSection,
                let (owner, emptied) = pair.codeClasses.lazy.compactMap({ c in
                    self.byClass[c]?[section].map { (c, $0) }
                }).first
            else { return false }
            guard emptied.undecided == nil else { return false }
            let use = "\(pair.site.location.path):\(pair.site.location.line):\(pair.site.location.keyPath ?? "")"
            if removed.insert(use).inserted, case .text = pair.role {
                notes.append(
                    .warning(
                        SourceLocation(path: pair.site.location.path, line: pair.site.location.line),
                        "\(pair.site.elementClass ?? "element") \(pair.site.elementID ?? "?") is in section \(section) "
                            + "of a static table that \(owner) shows without rows on a current OS "
                            + "(tableView:numberOfRowsInSection: returns 0, \(emptied.at.path.split(separator: "/").last ?? ""):\(emptied.at.line)): "
                            + "not shown, so its text color is not a text use (textColorsNotDrawn)"))
            }
            return true
        }
        let texts = notes.count
        scan.elementsWithTextColor = max(0, scan.elementsWithTextColor - texts)
        scan.textColorsNotDrawn += texts
        scan.diagnostics += notes
        scan.diagnostics.sort()
        for index in scan.pairs.indices where scan.pairs[index].review == nil && scan.pairs[index].inStaticTable {
            let pair = scan.pairs[index]
            guard let section = pair.staticSection,
                let (owner, emptied) = pair.codeClasses.lazy.compactMap({ c in
                    self.byClass[c]?[section].map { (c, $0) }
                }).first, let condition = emptied.undecided
            else { continue }
            scan.pairs[index].review = ReviewReason(
                .notShown,
                "\(owner) shows section \(section) of this static table without rows when \(condition) "
                    + "(tableView:numberOfRowsInSection: returns 0, \(emptied.at.path.split(separator: "/").last ?? ""):\(emptied.at.line)): "
                    + "the cell may never be shown")
        }
    }
}
