/// A storyboard or xib element hidden where the document declares it (`IBHiddenView`: `hidden="YES"` or `alpha="0.0"`
/// on it or an ancestor) is drawn only if code shows that view. When nothing in the code read can (no outlet, tag or
/// binding reaches the view; no code sets the visibility of the outlets that hold it, of the view's own class, or of
/// a view the code does not name in the classes that own the element: `CodeVisibility`), the pair is "not shown",
/// naming the view; otherwise it is checked as shown, as the document has it.
enum IBHiddenViews {
    static func apply(_ code: CodeColorAssignments, to scan: inout UsageScan) {
        guard scan.pairs.contains(where: { $0.hiddenBy != nil }) else { return }
        var held: [String: [OutletBinding]] = [:]
        for outlet in scan.outlets { held[outlet.path + "\u{0}" + outlet.elementID, default: []].append(outlet) }
        let unnamed = Set(code.unattributedWrites.filter { $0.key == CodeVisibility.key }.map(\.owner))
        for index in scan.pairs.indices where scan.pairs[index].review == nil {
            let pair = scan.pairs[index]
            guard let hidden = pair.hiddenBy, !hidden.reachedOtherwise, let id = hidden.id else { continue }
            let outlets = held[pair.site.location.path + "\u{0}" + id] ?? []
            // An outlet of a class Legible does not bind: its code is not known.
            if hidden.heldByOutlet, outlets.isEmpty { continue }
            // A loop or a parameter in the element's classes may be the view.
            if pair.codeClasses.contains(where: { c in code.appLineage(of: c).contains(where: unnamed.contains) }) {
                continue
            }
            let own = hidden.customClass.map {
                OutletBinding(path: pair.site.location.path, elementID: id, ownerClass: $0, property: "self")
            }
            let shown = (outlets + [own].compactMap { $0 }).contains { outlet in
                !CodeRecolor.assignments(code, outlet, key: CodeVisibility.key, outlets: scan.outlets).isEmpty
                    || !code.untypedChainAssignments(property: outlet.property, key: CodeVisibility.key).isEmpty
            }
            guard !shown else { continue }
            let how =
                outlets.isEmpty
                ? "no outlet, tag or binding lets code show it"
                : "no code read shows it through "
                    + outlets.map { "\($0.ownerClass).\($0.property)" }.sorted().joined(separator: ", ")
            scan.pairs[index].review = ReviewReason(
                .notShown, "\(hidden.described) is hidden in the document and \(how): never drawn")
        }
    }
}
