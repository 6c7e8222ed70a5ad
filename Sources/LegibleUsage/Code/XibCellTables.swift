import Foundation
import LegiblePalette

/// What a table cell's xib is drawn on when nothing in it draws a background: `UITableViewCell`'s default background,
/// which UIKit picks by the style of the table that shows the cell (`UITableView.Style`; a cell of a `.grouped` or
/// `.insetGrouped` table is drawn on `secondarySystemGroupedBackground`, one of a `.plain` table on
/// `systemBackground`: Apple's UIKit documentation and Human Interface Guidelines, "System background colors").
///
/// The tables are those of the classes whose code registers or loads the xib (`register(UINib(nibName:…),
/// forCellReuseIdentifier:)`, `registerNib:forCellReuseIdentifier:`, `loadNibNamed:`), each styled by its code or an
/// app superclass's (`TableStyleWrites`), by its storyboard scene or xib (`InterfaceDocument.tableStyles`), or plain
/// when it is a `UITableViewController` that nothing gives a style (UIKit's default):
///
/// | tables found | background |
/// |---|---|
/// | all grouped or inset grouped | `secondarySystemGroupedBackground` |
/// | all plain | `systemBackground` |
/// | of both kinds | review, naming each |
/// | none: no class loads the xib, or one whose table style is not known | review: table style unknown |
enum XibCellTables {
    static func apply(
        _ code: CodeColorAssignments, documents: [InterfaceDocument], to scan: inout UsageScan
    ) {
        guard scan.pairs.contains(where: { $0.xibCellNib != nil }) else { return }
        var loaders: [String: [String]] = [:]
        for (owner, nibs) in code.loadedNibs.sorted(by: { $0.key < $1.key }) {
            for nib in nibs { loaders[nib, default: []].append(owner) }
        }
        var documentStyles: [String: Set<String>] = [:]
        for document in documents {
            for (owner, styles) in document.tableStyles { documentStyles[owner, default: []].formUnion(styles) }
        }
        for index in scan.pairs.indices {
            // A cell made clear in code (review: what shows through is not known) has no default left to pick.
            guard let nib = scan.pairs[index].xibCellNib, scan.pairs[index].review?.kind != .hostUnknown else {
                continue
            }
            let hosts = loaders[nib] ?? []
            guard !hosts.isEmpty else {
                review(
                    &scan.pairs[index],
                    "no code read registers or loads \(nib).xib in a table, so the table's style is not known "
                        + "(a grouped table draws its cells on secondarySystemGroupedBackground, a plain one on "
                        + "systemBackground): table style unknown")
                continue
            }
            var found: [(host: String, style: String, from: String)] = []
            var unknown: [String] = []
            for host in hosts {
                let styles = styles(of: host, code: code, documents: documentStyles)
                if styles.isEmpty { unknown.append(host) }
                found += styles.map { (host: host, style: $0.style, from: $0.from) }
            }
            guard unknown.isEmpty else {
                review(
                    &scan.pairs[index],
                    "\(unknown.joined(separator: ", ")) load\(unknown.count == 1 ? "s" : "") \(nib).xib, but the style "
                        + "of \(unknown.count == 1 ? "its table" : "their tables") is not known (a grouped table draws "
                        + "its cells on secondarySystemGroupedBackground, a plain one on systemBackground): table style "
                        + "unknown")
                continue
            }
            let kinds = Set(found.map { TableStyleWrites.grouped.contains($0.style) })
            let said = found.map { "\($0.host) (.\($0.style), \($0.from))" }.joined(separator: ", ")
            guard kinds.count == 1, let grouped = kinds.first else {
                review(
                    &scan.pairs[index],
                    "\(nib).xib is shown in tables of different styles: \(said); a grouped table draws its cells on "
                        + "secondarySystemGroupedBackground, a plain one on systemBackground")
                continue
            }
            let name = grouped ? "secondarySystemGroupedBackground" : "systemBackground"
            let color = SwiftViewDefaults.system(name, at: scan.pairs[index].site.location)
            if scan.pairs[index].over != nil {
                scan.pairs[index].over = color
            } else {
                scan.pairs[index].background = color
            }
            scan.pairs[index].evidence = scan.pairs[index].evidence.replacingOccurrences(
                of: "scene default (systemBackgroundColor): no view above it draws a background",
                with: "a table cell's default background (\(name)): nothing in \(nib).xib draws under it, and its "
                    + "table is \(grouped ? "grouped" : "plain"): \(said)")
        }
    }

    /// The styles of the tables of `host`, each with where it was read; empty when none is known.
    static func styles(of host: String, code: CodeColorAssignments, documents: [String: Set<String>])
        -> [(style: String, from: String)]
    {
        var out = code.tableStyles(ofClass: host).sorted { $0.key < $1.key }.map {
            (style: $0.key, from: CodeRecolor.place($0.value))
        }
        for style in (documents[host] ?? []).sorted() where !out.contains(where: { $0.style == style }) {
            out.append((style: style, from: "its storyboard or xib"))
        }
        if out.isEmpty, code.frameworkSupertype(of: host) == "UITableViewController" {
            out.append((style: "plain", from: "UITableViewController's default"))
        }
        return out
    }

    static func review(_ pair: inout ObservedPair, _ why: String) {
        guard pair.review == nil else { return }
        pair.review = ReviewReason(.hostUnknown, why)
    }
}
