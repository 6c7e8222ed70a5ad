import LegiblePalette

/// A view that a later sibling covers whole with something opaque is never seen: its text is not shown.
///
/// A `FrameLayout` or `RelativeLayout` draws its children in order, each over the ones before (AOSP
/// `ViewGroup.dispatchDraw`, by child index when no child has an elevation or Z translation), and a child laid out
/// `match_parent` both ways with no margin and no rule that moves it (`layout_below`, …) takes the whole of the
/// parent's area inside its padding, where every other child is drawn (`clipToPadding`). A later sibling like that
/// covers the earlier one when it is opaque over all of its bounds:
/// - its `android:background` is a color opaque in every theme;
/// - it is a `WebView` with no background of its own in the layout or set in code (`setBackgroundColor`): it draws its
///   page over an opaque white base (Android WebView's default base background color);
/// - it has no padding and holds such a view that fills it the same way (a `FrameLayout` or `RelativeLayout` child,
///   or a `LinearLayout`'s first child).
///
/// Coverage is only concluded when it is certain: the covering view, and each it holds that makes it opaque, is not
/// hidden in the layout (`android:visibility`) nor by code (`setVisibility(…)` with any value, `isVisible = …`, alpha
/// 0: `AndroidViewSetters`), sets no style, alpha, translation or scale; and the covered view sets no elevation,
/// Z translation or state list animator and is no button, chip, card or floating action button (whose Material
/// styles give it an elevation that draws it over later siblings). A `ConstraintLayout` or `CoordinatorLayout`
/// parent is not read here. Inside a scroll view the cover's height is its content's: the text needs review.
extension AndroidLayoutWalker {
    /// Parents whose children are drawn over the ones before at the same place when they fill it.
    static let coveringParents: Set<String> = ["FrameLayout", "RelativeLayout"]
    /// Parents that measure their content at the content's own size (`ScrollView.measureChild` with an unspecified
    /// height): a `match_parent` view inside them fills no known area.
    static let scrollContainers: Set<String> = ["ScrollView", "NestedScrollView", "HorizontalScrollView"]
    /// Kinds of view whose Material styles raise them (an elevation) above later siblings.
    static let raisedKinds = ["Button", "Chip", "Card", "FloatingActionButton", "AppBarLayout", "Toolbar"]
    /// Attributes of a child that move it, shrink it or let what is under it show through.
    static let displacing = [
        "android:layout_margin", "android:translation", "android:scale", "android:rotation", "android:layout_below",
        "android:layout_above", "android:layout_to", "android:layout_align", "android:layout_center",
        "app:layout_", "style",
    ]

    /// Why the element (last of `chain`) is never seen, if it or an ancestor is covered whole by a later sibling
    /// that is opaque.
    func coveringSibling(_ chain: [AndroidXMLElement], themes: [AndroidTheme?]) -> ReviewReason? {
        for index in chain.indices.dropFirst().reversed() {
            let node = chain[index], parent = chain[index - 1]
            guard Self.coveringParents.contains(AndroidViewKinds.simpleName(parent.name)),
                !Self.raised(node),
                let position = parent.children.firstIndex(where: { $0.line == node.line && $0.name == node.name })
            else { continue }
            let file = file(atChainIndex: index - 1)
            for sibling in parent.children[(position + 1)...] {
                guard Self.fills(sibling), let opaque = opaqueOver(sibling, file: file, themes: themes, depth: 0) else {
                    continue
                }
                let what = Self.describe(node)
                // A scroll view measures its content to the content's own height: `match_parent` there is as tall as
                // what the sibling holds (a web view's page), which may not reach over the text.
                if let scroll = chain[..<index].last(where: {
                    Self.scrollContainers.contains(AndroidViewKinds.simpleName($0.name))
                }) {
                    return ReviewReason(
                        .overlap,
                        "\(what) (line \(node.line)) may be covered by a later sibling: \(Self.describe(sibling)) (line "
                            + "\(sibling.line)) is match_parent and \(opaque), but inside "
                            + "\(AndroidViewKinds.simpleName(scroll.name)) (line \(scroll.line)) its height is its "
                            + "content's, not known from the source")
                }
                return ReviewReason(
                    .notShown,
                    "\(what) (line \(node.line)) is covered whole by a later sibling in \(AndroidViewKinds.simpleName(parent.name)) "
                        + "(line \(parent.line)): \(Self.describe(sibling)) (line \(sibling.line)) is match_parent both "
                        + "ways and \(opaque), drawn over it: never seen")
            }
        }
        return nil
    }

    /// Whether a child takes its parent's whole area: `match_parent` both ways, nothing moving or shrinking it, not
    /// hidden in the layout.
    static func fills(_ child: AndroidXMLElement) -> Bool {
        let full = ["match_parent", "fill_parent"]
        guard full.contains(child.attributes["android:layout_width"] ?? ""),
            full.contains(child.attributes["android:layout_height"] ?? ""),
            ["visible", nil].contains(child.attributes["android:visibility"]),
            ["1", "1.0", nil].contains(child.attributes["android:alpha"])
        else { return false }
        return !child.attributes.contains { key, value in
            displacing.contains { key.hasPrefix($0) } && !["0dp", "0dip", "0px", "false"].contains(value)
        }
    }

    /// Whether a view may be drawn over later siblings: an elevation, a Z translation, a state list animator, or a
    /// kind Material styles raise.
    static func raised(_ node: AndroidXMLElement) -> Bool {
        let name = AndroidViewKinds.simpleName(node.name)
        return ["android:elevation", "app:elevation", "android:translationZ", "android:stateListAnimator"].contains {
            node.attributes[$0] != nil
        } || raisedKinds.contains { name.hasSuffix($0) }
    }

    /// How `view` (a child that fills its parent) is opaque over all of its bounds, or nil when that is not certain.
    func opaqueOver(_ view: AndroidXMLElement, file: String, themes: [AndroidTheme?], depth: Int) -> String? {
        guard depth < 4, codeSets(view, file: file, .hidden).isEmpty, codeSets(view, file: file, .visibility).isEmpty
        else { return nil }
        let name = AndroidViewKinds.simpleName(view.name)
        if let raw = view.attributes["android:background"] {
            let at = SourceLocation(path: file, line: view.line)
            let opaque =
                !themes.isEmpty
                && themes.allSatisfy { theme in
                    let color = resolver.color(raw, theme: theme, viewOverlays: [], at: at)
                    switch color {
                    case .resource, .value: return alpha(of: color, theme) >= 1
                    default: return false
                    }
                }
            return opaque && codeSets(view, file: file, .background).isEmpty ? "has the opaque background \(raw)" : nil
        }
        if name == "WebView" {
            return codeSets(view, file: file, .background).isEmpty
                ? "a WebView, which draws its page on an opaque white base (no code sets its background color)" : nil
        }
        guard !view.attributes.keys.contains(where: { $0.hasPrefix("android:padding") }) else { return nil }
        let candidates: ArraySlice<AndroidXMLElement>
        switch name {
        case "FrameLayout", "RelativeLayout": candidates = view.children[...]
        case "LinearLayout": candidates = view.children.prefix(1)
        default: return nil
        }
        for child in candidates where Self.fills(child) {
            if let inner = opaqueOver(child, file: file, themes: themes, depth: depth + 1) {
                return "holds \(Self.describe(child)) (line \(child.line)), which fills it and \(inner)"
            }
        }
        return nil
    }
}
