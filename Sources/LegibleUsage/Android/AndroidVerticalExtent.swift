/// Where a child of a stacking parent lies from the parent's top, when the layout fixes it: its top offset and, with a
/// fixed height, its bottom, in dp. Two children whose extents do not meet are not drawn one under the other, as a
/// `Toolbar` 55dp tall at the top of a `FrameLayout` and a container with `android:layout_marginTop="55dp"` below it.
///
/// The top offset is decided as each layout places children (the parent's padding is the same for every child):
/// - `FrameLayout`: a child whose `android:layout_gravity` has no vertical part (or `top`), or whose height fills the
///   parent, is at its top margin.
/// - `RelativeLayout`: a child with no vertical rule (or only `layout_alignParentTop`) is at its top margin; one
///   `layout_below` another is at that one's bottom plus its bottom margin plus its own top margin.
/// - `ConstraintLayout`: a child whose top is constrained to the parent's top (and whose bottom is not constrained,
///   unless its height is `0dp`) is at its top margin; one whose top is constrained to another's bottom is at that
///   bottom plus its top margin, to another's top at that top plus its margin.
///
/// The height is a fixed `layout_height` (`55dp`, `@dimen/…`), or `?attr/actionBarSize` (Material and AppCompat's
/// 56dp on phones); `wrap_content`, `match_parent`, `0dp` and weights leave the bottom unknown. A child moved by
/// `android:translationY` is not placed. Anything else (gravity `center_vertical` or `bottom`, a bias, a chain) is not
/// decided: such siblings stay as the rest of the walk takes them.
enum AndroidVerticalExtent {
    /// `?attr/actionBarSize` in dp: `abc_action_bar_default_height_material` (56dp) on phones.
    static let actionBarSize = 56.0
    static let actionBarSizes: Set<String> = ["?attr/actionBarSize", "?android:attr/actionBarSize", "?actionBarSize"]
    /// How many siblings a chain of `below` steps is followed through.
    static let maximumDepth = 8

    /// Whether `a` and `b`, children of `parent`, have fixed vertical extents that do not meet. `dimension` reads a
    /// written dimension (`55dp`, `@dimen/bar`) in dp, nil when it is not a fixed size.
    static func apart(
        _ a: AndroidXMLElement, _ b: AndroidXMLElement, parent: AndroidXMLElement, dimension: (String) -> Double?
    ) -> Bool {
        withoutActuallyEscaping(dimension) { dimension in
            let placer = Placer(parent: parent, dimension: dimension)
            guard let first = placer.top(of: a, depth: 0), let second = placer.top(of: b, depth: 0) else {
                return false
            }
            if let bottom = placer.height(of: a).map({ first + $0 }), bottom <= second { return true }
            if let bottom = placer.height(of: b).map({ second + $0 }), bottom <= first { return true }
            return false
        }
    }

    private struct Placer {
        let parent: AndroidXMLElement
        let dimension: (String) -> Double?
        var kind: String { AndroidViewKinds.simpleName(parent.name) }

        /// A fixed `layout_height` in dp.
        func height(of child: AndroidXMLElement) -> Double? {
            guard let raw = child.attributes["android:layout_height"] else { return nil }
            if AndroidVerticalExtent.actionBarSizes.contains(raw) { return AndroidVerticalExtent.actionBarSize }
            return dimension(raw)
        }

        /// A margin in dp: the side's own attribute, else `layout_marginVertical`, else `layout_margin`; 0 when
        /// none is written; nil when one is written that is not a fixed size.
        func margin(_ child: AndroidXMLElement, _ side: String) -> Double? {
            for attribute in ["android:layout_margin\(side)", "android:layout_marginVertical", "android:layout_margin"]
            {
                if let raw = child.attributes[attribute] { return raw == "0dp" || raw == "0" ? 0 : dimension(raw) }
            }
            return 0
        }

        func fillsHeight(_ child: AndroidXMLElement) -> Bool {
            ["match_parent", "fill_parent"].contains(child.attributes["android:layout_height"] ?? "")
        }

        /// The child's top, in dp from the parent's top, when the layout fixes it.
        func top(of child: AndroidXMLElement, depth: Int) -> Double? {
            guard depth < AndroidVerticalExtent.maximumDepth, child.attributes["android:translationY"] == nil,
                let topMargin = self.margin(child, "Top")
            else { return nil }
            let attributes = child.attributes
            if kind.hasSuffix("FrameLayout") {
                let gravity = (attributes["android:layout_gravity"] ?? "").split(separator: "|").map(String.init)
                let vertical = gravity.filter {
                    ["top", "bottom", "center", "center_vertical", "fill_vertical", "fill"].contains($0)
                }
                return vertical.allSatisfy { $0 == "top" } || fillsHeight(child) ? topMargin : nil
            }
            if kind == "RelativeLayout" {
                let rules = [
                    "android:layout_above", "android:layout_alignTop", "android:layout_alignBottom",
                    "android:layout_alignBaseline",
                ]
                let flags = [
                    "android:layout_alignParentBottom", "android:layout_centerVertical",
                    "android:layout_centerInParent",
                ]
                guard !rules.contains(where: { attributes[$0] != nil }),
                    !flags.contains(where: { attributes[$0] == "true" })
                else { return nil }
                guard let below = attributes["android:layout_below"] else { return topMargin }
                guard let anchor = sibling(below), let anchorTop = top(of: anchor, depth: depth + 1),
                    let anchorHeight = height(of: anchor), let anchorMargin = self.margin(anchor, "Bottom")
                else { return nil }
                return anchorTop + anchorHeight + anchorMargin + topMargin
            }
            if kind == "ConstraintLayout" || kind == "MotionLayout" {
                let bottomConstrained = [
                    "app:layout_constraintBottom_toBottomOf", "app:layout_constraintBottom_toTopOf",
                ]
                .contains { attributes[$0] != nil }
                guard !bottomConstrained || attributes["android:layout_height"] == "0dp",
                    attributes["app:layout_constraintBaseline_toBaselineOf"] == nil
                else { return nil }
                if let to = attributes["app:layout_constraintTop_toTopOf"] {
                    if to == "parent" { return topMargin }
                    return sibling(to).flatMap { top(of: $0, depth: depth + 1) }.map { $0 + topMargin }
                }
                if let to = attributes["app:layout_constraintTop_toBottomOf"], to != "parent",
                    let anchor = sibling(to), let anchorTop = top(of: anchor, depth: depth + 1),
                    let anchorHeight = height(of: anchor)
                {
                    return anchorTop + anchorHeight + topMargin
                }
                return nil
            }
            return nil
        }

        /// The sibling a reference (`@id/toolbar`) names.
        func sibling(_ reference: String) -> AndroidXMLElement? {
            guard let id = AndroidViewKinds.idName(reference) else { return nil }
            return parent.children.first { AndroidViewKinds.idName($0.attributes["android:id"]) == id }
        }
    }
}
