/// Children of one parent pinned to its opposite edges, one to the top and the other to the bottom, in a parent that
/// fills the height it is given: a `RelativeLayout` child with `android:layout_alignParentTop="true"` and another with
/// `android:layout_alignParentBottom="true"` (RelativeLayout.LayoutParams), or the `ConstraintLayout` children
/// constrained only by `app:layout_constraintTop_toTopOf="parent"` and only by
/// `app:layout_constraintBottom_toBottomOf="parent"` (ConstraintLayout's "Relative positioning" to the parent). The
/// layout places the first at the top of the screen's area and the second at its bottom: neither is drawn under the
/// other, as a welcome page's icon at the top and its button at the bottom. Each child must size itself
/// (`wrap_content` or a dimension): a `match_parent` one spans the parent whatever edge it is pinned to, and one
/// centered (`layout_centerInParent`, `layout_centerVertical`) is not pinned.
enum AndroidParentEdges {
    enum Pin { case top, bottom }

    static func pinnedToOppositeEdges(_ a: AndroidXMLElement, _ b: AndroidXMLElement, parent: AndroidXMLElement)
        -> Bool
    {
        guard fillsHeight(parent), let first = pin(a, in: parent), let second = pin(b, in: parent) else {
            return false
        }
        return first != second
    }

    /// `match_parent` (or the older `fill_parent`) height: the parent is as tall as what holds it, so children pinned
    /// to its top and bottom sit at the two ends of that height.
    static func fillsHeight(_ element: AndroidXMLElement) -> Bool {
        ["match_parent", "fill_parent"].contains(element.attributes["android:layout_height"] ?? "")
    }

    /// The one edge of `parent` the child is pinned to, if it is pinned to exactly one and sizes itself.
    static func pin(_ child: AndroidXMLElement, in parent: AndroidXMLElement) -> Pin? {
        let height = child.attributes["android:layout_height"] ?? ""
        guard !["match_parent", "fill_parent", "0dp", ""].contains(height) else { return nil }
        let name = AndroidViewKinds.simpleName(parent.name)
        let attributes = child.attributes
        if name == "RelativeLayout" {
            func on(_ attribute: String) -> Bool { attributes[attribute] == "true" }
            guard !on("android:layout_centerInParent"), !on("android:layout_centerVertical") else { return nil }
            switch (on("android:layout_alignParentTop"), on("android:layout_alignParentBottom")) {
            case (true, false): return .top
            case (false, true): return .bottom
            default: return nil
            }
        }
        if name == "ConstraintLayout" {
            let top = ["app:layout_constraintTop_toTopOf", "app:layout_constraintTop_toBottomOf"].compactMap {
                attributes[$0]
            }
            let bottom = ["app:layout_constraintBottom_toBottomOf", "app:layout_constraintBottom_toTopOf"].compactMap {
                attributes[$0]
            }
            switch (top, bottom) {
            case (["parent"], []) where attributes["app:layout_constraintTop_toTopOf"] == "parent": return .top
            case ([], ["parent"]) where attributes["app:layout_constraintBottom_toBottomOf"] == "parent":
                return .bottom
            default: return nil
            }
        }
        return nil
    }
}
