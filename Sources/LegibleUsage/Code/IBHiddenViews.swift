/// A storyboard or xib element hidden where the document declares it (`IBHiddenView`: `hidden="YES"` or `alpha="0.0"`
/// on it or an ancestor) is drawn only if code shows that view. When nothing in the code read can (no outlet, tag or
/// binding reaches the view; no code sets the visibility of the outlets that hold it, of the view's own class, or of
/// a view the code does not name in the classes that own the element: `CodeVisibility`; hiding it again shows
/// nothing), the pair is "not shown", naming the view; otherwise it is checked as shown, as the document has it. A
/// view code hides as it builds it (`UIKitViewFacts.hiddenAtSetup`) is checked the same way, through the property
/// holding it.
enum IBHiddenViews {
    static func apply(_ code: CodeColorAssignments, to scan: inout UsageScan) {
        guard scan.pairs.contains(where: { $0.hiddenBy != nil }) else { return }
        let held = heldBy(scan.outlets)
        for index in scan.pairs.indices where scan.pairs[index].review == nil {
            let pair = scan.pairs[index]
            guard let hidden = pair.hiddenBy,
                let outlets = unset(
                    [CodeVisibility.key], on: hidden, of: pair, code: code, held: held, all: scan.outlets)
            else { continue }
            let how =
                outlets.isEmpty
                ? "no outlet, tag or binding lets code show it"
                : "no code read shows it through "
                    + outlets.map { "\($0.ownerClass).\($0.property)" }.sorted().joined(separator: ", ")
            scan.pairs[index].review = ReviewReason(
                .notShown, "\(hidden.described) is hidden \(hidden.hiddenWhere) and \(how): never drawn")
        }
    }

    /// The outlets by document path and element id.
    static func heldBy(_ outlets: [OutletBinding]) -> [String: [OutletBinding]] {
        var held: [String: [OutletBinding]] = [:]
        for outlet in outlets { held[outlet.path + "\u{0}" + outlet.elementID, default: []].append(outlet) }
        return held
    }

    /// The outlets through which no code read sets any of `keys` on `view` (the view of `pair`'s element; empty when
    /// no outlet holds it), or nil when code may: a tag or binding finds it, an outlet of a class Legible does not
    /// bind or whose code was not read holds it, a write on a view the code does not name in the element's classes may be it, or code sets one
    /// of `keys` through an outlet holding it or in the view's own class.
    static func unset(
        _ keys: Set<String>, on view: IBHiddenView, of pair: ObservedPair, code: CodeColorAssignments,
        held: [String: [OutletBinding]], all: [OutletBinding]
    ) -> [OutletBinding]? {
        guard !view.reachedOtherwise, let id = view.id else { return nil }
        let outlets = view.heldInCode.map { [$0] } ?? held[pair.site.location.path + "\u{0}" + id] ?? []
        // An outlet of a class Legible does not bind: its code is not known.
        if view.heldByOutlet, outlets.isEmpty { return nil }
        // An outlet of an app class whose code is not in what was read (a pod's presenter object, a controller left
        // out of the repository): that code may set it.
        if outlets.contains(where: {
            !code.declaredClasses.contains($0.ownerClass) && !IBElementKinds.isFrameworkClass($0.ownerClass)
        }) {
            return nil
        }
        // A loop or a parameter in the element's classes may be the view.
        let unnamed = Set(code.unattributedWrites.filter { keys.contains($0.key) }.map(\.owner))
        if pair.codeClasses.contains(where: { c in code.appLineage(of: c).contains(where: unnamed.contains) }) {
            return nil
        }
        let own = view.customClass.map {
            OutletBinding(path: pair.site.location.path, elementID: id, ownerClass: $0, property: "self")
        }
        let set = (outlets + [own].compactMap { $0 }).contains { outlet in
            keys.contains { key in
                // Hiding it again (`isHidden = true`, `alpha = 0`) shows nothing.
                let shows = { (a: CodeColorAssignments.Assignment) in
                    key != CodeVisibility.key || !CodeVisibility.isLiteralHide(a.value)
                }
                return CodeRecolor.assignments(code, outlet, key: key, outlets: all).contains(where: shows)
                    || code.untypedChainAssignments(property: outlet.property, key: key).contains(where: shows)
            }
        }
        return set ? nil : outlets
    }
}
