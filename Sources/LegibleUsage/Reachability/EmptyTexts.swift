/// Text that is always empty is never shown: a storyboard or xib text element the document gives no text, placeholder
/// or binding (`IBEmptyText`) whose text no code read sets (no `text`, `stringValue`, attributed text or title write,
/// setter or key-value write through an outlet holding it, in its own class, or on a view the code does not name in
/// the element's classes: `CodeTextContent`; a write of a value Legible cannot evaluate counts), and a SwiftUI
/// `Text("")`. Its pairs leave, counted in the one "UI nothing shows" note (`AppleReachability`). Without any code
/// read, an element is kept: code not read may set its text.
enum EmptyTexts {
    static func apply(_ code: CodeColorAssignments?, to scan: inout UsageScan) {
        let held = IBHiddenViews.heldBy(scan.outlets)
        var found: [AppleReachability.Unshown] = []
        for pair in scan.pairs {
            guard case .text = pair.role else { continue }
            let location = pair.site.location
            let file = location.path.split(separator: "/").last.map(String.init) ?? location.path
            if let view = pair.emptyText {
                // Without code read, whether code gives it text is not known: kept.
                guard let code,
                    IBHiddenViews.unset(
                        CodeTextContent.keys, on: view, of: pair, code: code, held: held, all: scan.outlets) != nil
                else { continue }
                found.append(
                    AppleReachability.Unshown(
                        path: location.path, name: "\(file) \(view.described)", lines: [location.line...location.line],
                        why: .noText))
            } else if pair.site.elementClass == "Text", pair.site.text == "", location.path.hasSuffix(".swift") {
                found.append(
                    AppleReachability.Unshown(
                        path: location.path,
                        name: "Text(\"\") in \(pair.site.elementID ?? file) (line \(location.line))",
                        lines: [location.line...location.line], why: .noText))
            }
        }
        // View code recoloring such an element through its outlet colors text that is never drawn either.
        let empty = Set(
            scan.pairs.filter { p in found.contains { $0.holds(p.site.location) } }.compactMap { pair in
                pair.emptyText?.id.map { pair.site.location.path + "\u{0}" + $0 }
            })
        for pair in scan.pairs {
            guard case .text = pair.role, let element = pair.outletElement, empty.contains(element) else { continue }
            let location = pair.site.location
            let file = location.path.split(separator: "/").last.map(String.init) ?? location.path
            let id = element.split(separator: "\u{0}").last.map(String.init) ?? element
            found.append(
                AppleReachability.Unshown(
                    path: location.path, name: "\(file) line \(location.line) (the outlet's element \(id), no text)",
                    lines: [location.line...location.line], why: .noText))
        }
        for unshown in found where !scan.unshown.contains(unshown) { scan.unshown.append(unshown) }
    }
}
