/// What an Android view class draws and how its parent stacks its children, from the class name as a layout writes
/// it (`ImageView`, `com.google.android.material.imageview.ShapeableImageView`, `androidx.media3.ui.PlayerView`).
enum AndroidViewKinds {
    /// The simple class name: `com.example.ui.PlayerView` → `PlayerView`.
    static func simpleName(_ element: String) -> String {
        element.split(separator: ".").last.map(String.init) ?? element
    }

    /// A view whose content is not a color Legible can know, so text drawn over it needs review.
    static func obstruction(_ element: String) -> ReviewReason.Kind? {
        let name = simpleName(element)
        if name.hasSuffix("WebView") { return .webView }
        if name.hasSuffix("MapView") || name == "MapFragment" || name.hasSuffix("MapFragment") { return .map }
        if [
            "VideoView", "PlayerView", "StyledPlayerView", "SurfaceView", "TextureView", "PreviewView",
            "YouTubePlayerView",
        ].contains(name)
            || name.hasSuffix("PlayerView") || name.hasSuffix("VideoView")
        {
            return .video
        }
        if name.hasSuffix("BlurView") || name.contains("Blur") { return .blur }
        if name.hasSuffix("ImageView") || name.hasSuffix("ImageButton") || name == "PhotoView"
            || name.hasSuffix("DraweeView")
            || name.hasSuffix("LottieAnimationView") || name == "ImageSwitcher"
        {
            return .image
        }
        return nil
    }

    /// A view group or a plain view that draws no text of its own: `android:textColor` on it is ignored by Android
    /// (its children do not inherit it; only `android:theme` passes colors down).
    static func drawsNoText(_ element: String) -> Bool {
        let name = simpleName(element)
        return name.hasSuffix("Layout") || name.hasSuffix("ScrollView") || name.hasSuffix("CardView")
            || [
                "RecyclerView", "ListView", "GridView", "ViewPager", "ViewPager2", "ViewFlipper", "ViewAnimator",
                "TableRow", "merge",
                "View", "Space", "include", "ViewStub", "fragment", "androidx.fragment.app.FragmentContainerView",
            ].contains(name)
            || name == "FragmentContainerView" || obstruction(element) == .image
    }

    /// Parents whose children can be drawn over one another (later children above earlier ones): frame, constraint,
    /// relative and coordinator layouts and the cards built on FrameLayout. A `LinearLayout` (and views built on it)
    /// places children side by side.
    static func stacksChildren(_ element: AndroidXMLElement) -> Bool {
        // A `<merge>` root's children go into the view that includes or inflates it; `tools:parentTag` (Android
        // Studio's preview of that parent) says which class it is. Without it, a merge may stack.
        if element.name == "merge", let parent = element.attributes["tools:parentTag"] {
            return stacksChildren(parent)
        }
        return stacksChildren(element.name)
    }

    /// By class name; a bare `merge` may stack (its parent is not known).
    static func stacksChildren(_ element: String) -> Bool {
        let name = simpleName(element)
        return ["FrameLayout", "ConstraintLayout", "RelativeLayout", "CoordinatorLayout", "CardView", "MotionLayout"]
            .contains { name.hasSuffix($0) }
            || name == "merge"
    }

    /// `android:visibility="gone"` or `"invisible"`: not drawn where the layout declares it.
    static func isHidden(_ element: AndroidXMLElement) -> Bool {
        ["gone", "invisible"].contains(element.attributes["android:visibility"] ?? "")
    }

    /// Attributes by which one child of a stacking parent is placed beside another (ConstraintLayout and
    /// RelativeLayout), each with the side of the other view it is placed on.
    static let placements: [(attribute: String, side: Side)] = [
        ("app:layout_constraintTop_toBottomOf", .below), ("app:layout_constraintBottom_toTopOf", .above),
        ("app:layout_constraintStart_toEndOf", .after), ("app:layout_constraintLeft_toRightOf", .after),
        ("app:layout_constraintEnd_toStartOf", .before), ("app:layout_constraintRight_toLeftOf", .before),
        ("android:layout_below", .below), ("android:layout_above", .above),
        ("android:layout_toEndOf", .after), ("android:layout_toRightOf", .after),
        ("android:layout_toStartOf", .before), ("android:layout_toLeftOf", .before),
    ]

    enum Side: CaseIterable {
        case below, above, after, before
        /// The edge of the view on this side that faces the other view (after: its start).
        var leadingEdge: Edge {
            switch self {
            case .below: .top
            case .above: .bottom
            case .after: .start
            case .before: .end
            }
        }
        /// The edge of the other view that faces it (after: the other's end).
        var trailingEdge: Edge {
            switch self {
            case .below: .bottom
            case .above: .top
            case .after: .end
            case .before: .start
            }
        }
        var opposite: Side {
            switch self {
            case .below: .above
            case .above: .below
            case .after: .before
            case .before: .after
            }
        }
    }

    /// `@+id/title`, `@id/title` → `title`.
    static func idName(_ raw: String?) -> String? {
        guard let raw, let slash = raw.lastIndex(of: "/") else { return nil }
        return String(raw[raw.index(after: slash)...])
    }

    /// The name view binding and data binding give a view id (`empty_state` → `emptyState`).
    static func bindingName(_ id: String) -> String {
        let parts = id.split(separator: "_", omittingEmptySubsequences: true)
        guard let first = parts.first else { return id }
        return String(first) + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// Edges a child aligns with another child's same edge (`app:layout_constraintStart_toStartOf`,
    /// `android:layout_alignTop`, …).
    enum Edge: CaseIterable { case start, end, top, bottom }

    static let alignments: [(attribute: String, edge: Edge)] = [
        ("app:layout_constraintStart_toStartOf", .start), ("app:layout_constraintLeft_toLeftOf", .start),
        ("android:layout_alignStart", .start), ("android:layout_alignLeft", .start),
        ("app:layout_constraintEnd_toEndOf", .end), ("app:layout_constraintRight_toRightOf", .end),
        ("android:layout_alignEnd", .end), ("android:layout_alignRight", .end),
        ("app:layout_constraintTop_toTopOf", .top), ("android:layout_alignTop", .top),
        ("app:layout_constraintBottom_toBottomOf", .bottom), ("android:layout_alignBottom", .bottom),
    ]

    /// Whether `a` and `b`, children of one stacking parent, are placed apart by their constraints, directly or
    /// through other children: then neither is drawn under the other. `a` is on a side of `b` (say after it: a's start
    /// at or past b's end) when a path leads from `a` to `b` made of steps "after" and, before the first such step,
    /// "same start as", after it "same end as" (a view aligned with a view after b is after b; a view after one that
    /// ends where b ends is after b); a view past another's end is past its start, so "same start as" may follow a
    /// step too. A ConstraintLayout `Barrier` is a step from each view it references (`AndroidConstraintBarrier`);
    /// a CoordinatorLayout child with the app bar's scrolling behavior is below the `AppBarLayout`
    /// (`AndroidScrollingBehavior`).
    /// A child with no id is placed by its own attributes all the same (`<ScrollView android:layout_above="@id/bar">`):
    /// only other children cannot name it. `parent` is the stacking parent whose edges children may be pinned to
    /// (`AndroidParentEdges`).
    static func placedApart(_ a: AndroidXMLElement, _ b: AndroidXMLElement, parent: AndroidXMLElement) -> Bool {
        if AndroidParentEdges.pinnedToOppositeEdges(a, b, parent: parent) { return true }
        if AndroidScrollingBehavior.placedBelowAppBar(a, b, parent: parent) { return true }
        let siblings = parent.children
        func key(_ child: AndroidXMLElement) -> String {
            idName(child.attributes["android:id"]) ?? "line \(child.line) \(child.name)"
        }
        let aID = key(a), bID = key(b)
        var steps: [String: [(Side, String)]] = [:]
        var aligned: [String: [(Edge, String)]] = [:]
        for child in siblings {
            let id = key(child)
            for (attribute, side) in placements {
                guard let other = idName(child.attributes[attribute]), other != id else { continue }
                steps[id, default: []].append((side, other))
                steps[other, default: []].append((side.opposite, id))
            }
            for (attribute, edge) in alignments {
                guard let other = idName(child.attributes[attribute]), other != id else { continue }
                aligned[id, default: []].append((edge, other))
                aligned[other, default: []].append((edge, id))
            }
            for (side, other) in AndroidConstraintBarrier.sides(of: child) {
                steps[id, default: []].append((side, other))
                steps[other, default: []].append((side.opposite, id))
            }
        }
        for side in Side.allCases {
            struct State: Hashable { var id: String; var stepped: Bool }
            var seen: Set<State> = [State(id: aID, stepped: false)]
            var frontier = [State(id: aID, stepped: false)]
            while let current = frontier.popLast() {
                var next: [State] = (steps[current.id] ?? []).filter { $0.0 == side }.map {
                    State(id: $0.1, stepped: true)
                }
                let edge = current.stepped ? side.trailingEdge : side.leadingEdge
                next += (aligned[current.id] ?? []).filter { $0.0 == edge }.map {
                    State(id: $0.1, stepped: current.stepped)
                }
                // Past a view's far edge is past its near edge too: a view after `logo` is after `viaIcon`'s start
                // when it starts where `viaIcon` starts (a chain of icons aligned under one another).
                if current.stepped { next.append(State(id: current.id, stepped: false)) }
                for state in next where seen.insert(state).inserted {
                    if state.id == bID && state.stepped { return true }
                    frontier.append(state)
                }
            }
        }
        return false
    }

    /// Whether a view fills its parent: `match_parent` both ways, or `0dp` constrained to the parent on both sides of
    /// each axis (ConstraintLayout).
    static func fillsParent(_ element: AndroidXMLElement) -> Bool {
        func fills(_ size: String, _ start: [String], _ end: [String]) -> Bool {
            let value = element.attributes[size] ?? ""
            if value == "match_parent" || value == "fill_parent" { return true }
            guard value == "0dp" else { return false }
            return start.contains { element.attributes[$0] == "parent" }
                && end.contains { element.attributes[$0] == "parent" }
        }
        return fills(
            "android:layout_width", ["app:layout_constraintStart_toStartOf", "app:layout_constraintLeft_toLeftOf"],
            ["app:layout_constraintEnd_toEndOf", "app:layout_constraintRight_toRightOf"])
            && fills(
                "android:layout_height", ["app:layout_constraintTop_toTopOf"],
                ["app:layout_constraintBottom_toBottomOf"])
    }
}
