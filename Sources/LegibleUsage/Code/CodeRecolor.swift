import Foundation
import LegiblePalette

/// Code that recolors a storyboard or xib element replaces what the document says: the class holding the element's
/// outlet (`OutletBinding`) sets `outlet.textColor` or `outlet.backgroundColor` (`CodeColorAssignments`). When every
/// such assignment reads as the same color (`CodeColorValue`), the pair takes it, and its evidence says where; when
/// one cannot be read, or they differ (a color per state or theme), the pair needs review, naming the lines.
enum CodeRecolor {
    static func apply(_ code: CodeColorAssignments, palette: Palette, to scan: inout UsageScan) {
        guard !scan.outlets.isEmpty else { return }
        var outlets: [String: OutletBinding] = [:]
        for outlet in scan.outlets { outlets[outlet.path + "\u{0}" + outlet.elementID] = outlet }
        for index in scan.pairs.indices {
            let site = scan.pairs[index].site
            guard let id = site.elementID, let outlet = outlets[site.location.path + "\u{0}" + id] else { continue }
            if scan.pairs[index].role != .nonText, site.location.keyPath == "textColor" {
                recolor(&scan.pairs[index], outlet, key: "textColor", code: code, palette: palette) { $0.foreground = $1 }
            }
            recolor(&scan.pairs[index], outlet, key: "backgroundColor", code: code, palette: palette) { pair, color in
                pair.background = color
                pair.over = nil
            }
        }
    }

    static func recolor(_ pair: inout ObservedPair, _ outlet: OutletBinding, key: String, code: CodeColorAssignments, palette: Palette,
                        set: (inout ObservedPair, ObservedColor) -> Void) {
        let assignments = code.assignments(ofClass: outlet.ownerClass, property: outlet.property, key: key)
        guard !assignments.isEmpty else { return }
        func place(_ a: CodeColorAssignments.Assignment) -> String { "\((a.location.path as NSString).lastPathComponent):\(a.location.line)" }
        let colors = assignments.map { CodeColorValue.resolve($0.value, palette: palette, at: $0.location) }
        let what = "\(outlet.ownerClass) sets \(outlet.property).\(key)"
        if let unread = zip(assignments, colors).first(where: { $0.1 == nil })?.0 {
            if pair.review == nil { pair.review = ReviewReason(.setInCode, "\(what) to \(unread.value) (\(place(unread))), which Legible cannot read") }
            return
        }
        let distinct = Set(colors.compactMap { $0?.identity })
        guard distinct.count == 1, let color = colors.first ?? nil else {
            if pair.review == nil {
                pair.review = ReviewReason(.setInCode, "\(what) to \(distinct.count) different colors (\(assignments.map(place).joined(separator: ", ")))")
            }
            return
        }
        set(&pair, color)
        pair.evidence += "; \(what) to \(assignments[0].value) in code (\(assignments.map(place).joined(separator: ", "))), which replaces the document's"
    }
}
