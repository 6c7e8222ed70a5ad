/// A view laid out `0dp` wide and `0dp` tall draws nothing: its text is never seen. `0dp` is a size of zero except
/// where the parent gives it another meaning: in a `ConstraintLayout` (or `MotionLayout`) it means "match
/// constraints" (ConstraintLayout's MATCH_CONSTRAINT), and in a `LinearLayout` a child with `android:layout_weight`
/// takes its share of the free space (LinearLayout.LayoutParams). Apps keep such views as holders of a bound value
/// that tests read (`android:text="@{vm.displayedConfiguration}"` with `0dp` by `0dp`).
enum AndroidZeroSizeViews {
    /// Why the element (last of `chain`, the root first) is never seen, if it or an ancestor is `0dp` by `0dp` where
    /// that is a size of zero.
    static func reason(_ chain: [AndroidXMLElement]) -> ReviewReason? {
        for index in chain.indices.dropFirst() {
            let node = chain[index], parent = chain[index - 1]
            guard node.attributes["android:layout_width"] == "0dp", node.attributes["android:layout_height"] == "0dp",
                node.attributes["android:layout_weight"] == nil,
                !["ConstraintLayout", "MotionLayout"].contains(AndroidViewKinds.simpleName(parent.name)),
                parent.name != "merge"
            else { continue }
            let what = AndroidLayoutWalker.describe(node)
            return ReviewReason(
                .notShown,
                "\(what) (line \(node.line)) is 0dp wide and 0dp tall in \(AndroidViewKinds.simpleName(parent.name)) "
                    + "(line \(parent.line)), where 0dp is no size: never seen")
        }
        return nil
    }
}
