/// Parts of an AppKit document drawn only when code turns them on (`ObservedPair.drawnOnlyIfCodeUses`): a table's
/// grid color with no grid lines in the document (`gridStyleMask` unset: AppKit draws none), a column's header cell in
/// a table whose scroll view has no header view (`headerView`). When no code read uses any of the names that would
/// turn the part on, it is never drawn: its pairs leave the run in the one "UI nothing shows" note
/// (`AppleReachability.Unshown`, `.neverDrawn`), rather than needing review.
enum IBPartsCodeTurnsOn {
    static func apply(identifiers: Set<String>, to scan: inout UsageScan) {
        for pair in scan.pairs where !pair.drawnOnlyIfCodeUses.isEmpty {
            guard pair.drawnOnlyIfCodeUses.isDisjoint(with: identifiers) else { continue }
            let line = pair.site.location.line
            let file = pair.site.location.path.split(separator: "/").last.map(String.init) ?? pair.site.location.path
            let unshown = AppleReachability.Unshown(
                path: pair.site.location.path, name: "\(file) \(pair.site.location.keyPath ?? "part") (line \(line))",
                lines: [line...line], why: .neverDrawn)
            if !scan.unshown.contains(unshown) { scan.unshown.append(unshown) }
        }
    }
}
