import Foundation
import LegibleJVMSyntax
import LegiblePalette

/// Layouts whose code inflation no rule follows to the view they are drawn in (issue 29, "no verdict without proof"):
/// a pair over the window is asserted only when the window is known to be under the layout.
///
/// A layout's host is known when the code naming it is that of a window or a view placed on one: an activity (its
/// content view, over the activity's window; so is a class whose own code calls `setContentView(…)`, whatever base
/// class the code read does not declare), a fragment (its container: `AndroidRowPlacement`), an adapter or a view
/// holder (its list), a custom view (where its tag is: `AndroidIncludeGraph`), a dialog, bottom sheet or popup class
/// (`AndroidCodeHosts`), a dialog builder's or a popup's content, a view found by id it is inflated into
/// (`AndroidAddedViews`), a helper setting an activity's content view (`AndroidContentViewHelpers`), an app widget
/// (`AndroidAppWidgets`). Code anywhere else — a model class holding layout ids (`new FieldLayout(R.layout.x)`), a
/// plain helper, top-level functions — hands the id or the inflated view to code whose `addView` into a parent is not
/// followed: `LayoutInflater.inflate(resource, root, attachToRoot)` puts the layout wherever that parent is
/// (developer.android.com/reference/android/view/LayoutInflater), which may lie far from any window. The window under
/// such a layout is an assumption: its pairs need review (`hostUnknown`), naming where the code names the layout;
/// a pair whose layer the layout draws itself (an opaque root background: `AndroidLayoutWalker.pairsOnOwnLayer`) holds
/// wherever it is shown and stays asserted. Test sources (`AndroidTestSources`) show nothing.
enum AndroidUnfollowedInflations {
    /// Where code names a layout outside any class that shows it somewhere known.
    struct Site: Hashable {
        /// The outermost class around the code (`AndroidLayoutUse.owner`), or the file name for top-level code.
        let owner: String
        let location: SourceLocation
    }

    /// Whether code in a class of these types (innermost last, the owner among them) places what it inflates
    /// somewhere a rule follows: an activity, a fragment, an adapter, a view holder, a custom view, or a window class.
    static func placesInflations(_ types: [String], activities: Set<String>, index: JVMSymbolIndex) -> Bool {
        types.contains { type in
            activities.contains(type) || AndroidListAdapters.isAdapter(type, index: index)
                || AndroidListAdapters.isViewHolder(type, index: index)
                || AndroidListAdapters.isFragment(type, index: index)
                || AndroidListAdapters.isFragmentPager(type, index: index)
                || AndroidCodeHosts.isCustomView(type, index: index)
                || AndroidCodeHosts.windowKind(of: type, index: index) != nil
        }
    }

    /// The review of a pair of `layout`, named only at `sites` (the first, in file order, is cited) where no rule
    /// follows the inflation.
    /// `parent`: where its inflation, followed through values (`AndroidInflationParents`), reaches a parent not known.
    static func review(_ layout: String, sites: [Site], parent: String? = nil) -> ReviewReason? {
        guard let first = sites.min(by: { $0.location < $1.location }) else { return nil }
        let others = Set(sites.map(\.location)).count - 1
        let more = others == 0 ? "" : " (and \(others) other place\(others == 1 ? "" : "s"))"
        return ReviewReason(
            .hostUnknown,
            "\(first.location.fileAndLine) names R.layout.\(layout)\(more) in \(first.owner), which is no activity, "
                + "fragment, adapter, view or dialog, but where it is inflated into is not followed"
                + (parent.map { " (its inflation is given a parent not known: \($0))" } ?? "")
                + ": the view it is drawn in, and what is under the text, is not known (the window is not assumed)")
    }
}
