/// A CoordinatorLayout child with the app bar's scrolling behavior (`app:layout_behavior=
/// "@string/appbar_scrolling_view_behavior"`, the class `AppBarLayout.ScrollingViewBehavior`) is laid out below its
/// sibling `AppBarLayout` and moved with it as it scrolls (material-components-android `AppBarLayout.ScrollingViewBehavior`:
/// `layoutDependsOn` an `AppBarLayout`, `onDependentViewChanged` offsets the child to the app bar's bottom): the two
/// never lie one under the other.
enum AndroidScrollingBehavior {
    /// The values of `app:layout_behavior` that name the app bar's scrolling view behavior.
    static let behaviors: Set<String> = [
        "@string/appbar_scrolling_view_behavior",
        "com.google.android.material.appbar.AppBarLayout$ScrollingViewBehavior",
        "android.support.design.widget.AppBarLayout$ScrollingViewBehavior",
    ]

    /// Whether one of `a` and `b`, children of the CoordinatorLayout `parent`, is an `AppBarLayout` and the other has
    /// its scrolling behavior.
    static func placedBelowAppBar(_ a: AndroidXMLElement, _ b: AndroidXMLElement, parent: AndroidXMLElement) -> Bool {
        guard AndroidViewKinds.simpleName(parent.name) == "CoordinatorLayout" else { return false }
        func scrolls(_ e: AndroidXMLElement) -> Bool {
            e.attributes["app:layout_behavior"].map(behaviors.contains) ?? false
        }
        return (AndroidControlFills.isAppBar(a) && scrolls(b)) || (AndroidControlFills.isAppBar(b) && scrolls(a))
    }
}
