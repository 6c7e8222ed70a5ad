import Foundation

/// The list element each adapter row layout is drawn inside, and the container each fragment's layout is shown in
/// (`AndroidListAdapters`), found in the layouts read, or why it is not known.
///
/// A fragment that nothing creates is never shown: no code other than its own file names its class
/// (`AndroidCodeScan.unnamedFragments`), and no layout, navigation graph or preference does; its layout's pairs are
/// "not shown", not "host unknown".
///
/// A fragment's container is the element with the id a transaction names (`replace(R.id.container, X())`), the
/// pager a `FragmentStateAdapter` creating it is attached to, a `<fragment android:name="…X">` or
/// `FragmentContainerView android:name` element, or a `NavHostFragment` container whose `app:navGraph` lists the
/// fragment (`res/navigation/*.xml`, `<fragment android:name="…X">`). A `NavHostFragment` container with no
/// `app:navGraph` shows the graph code sets on its controller (`navController.setGraph(R.navigation.x, args)`,
/// `navController.graph = navInflater.inflate(R.navigation.x)`: `AndroidCodeNavGraphs`), when a class setting one
/// shows the container's layout.
///
/// An attachment names the list by id (`binding.bookList` → `@+id/book_list`, `findViewById(R.id.book_list)`); the
/// list is the element with that id in a layout the attaching class shows (`AndroidCodeScan.inflaters`), else the
/// one layout read that declares the id. The row is then walked inside that element (`AndroidIncludeGraph`), so its
/// background stack continues with the list, its ancestors and that layout's own host. A row with no attachment, or
/// with one whose list is not declared or is declared in several layouts none of which the class shows, needs review
/// (`hostUnknown`) instead of being put on the window.
struct AndroidRowPlacement {
    /// A list element that shows a row layout: the layout declaring it, the element's ancestors and itself, its
    /// line, and the adapter that fills it.
    struct Site {
        let path: String
        let chain: [AndroidXMLElement]
        let line: Int
        let adapter: String
        var isFragment = false
        /// The classes whose fragment transactions put the fragment in this container (`replace(R.id.container,
        /// PostSubmitContentFragment())` in `PostSubmitActivity`): the activities it is shown in, whichever other
        /// activities show the container's layout. Empty for a `<fragment>` tag, a pager or a navigation graph.
        var placedBy: Set<String> = []
        /// The list a fragment makes in code as its view (`ListView CropListFragment makes in code as its view`), or a
        /// subclass makes for its base class to add into a view (`AndroidContentHooks`), when the row is in one: then
        /// `chain` ends at the fragment's container, or the view the list is added to (`AndroidCodeMadeLists`).
        var codeList: String? = nil
        /// Whether `adapter`'s code inflates the layout into this view (`AndroidAddedViews`), which is no list.
        var addedView = false
    }

    /// Row layout name → the list elements it is drawn in.
    private(set) var sites: [String: [Site]] = [:]
    /// Row layout name → why the list it is drawn in is not known.
    private(set) var reviews: [String: ReviewReason] = [:]

    init(
        layouts: [(path: String, root: AndroidXMLElement)], lists: AndroidListAdapters,
        inflaters: [String: Set<String>], navigation: [(path: String, root: AndroidXMLElement)] = [],
        unnamedFragments: Set<String> = [], codeGraphs: [String: Set<String>] = [:]
    ) {
        guard !lists.rows.isEmpty || !lists.addedTo.isEmpty else { return }
        // Navigation graph name → the fragment classes (simple names) its destinations show.
        var graphs: [String: Set<String>] = [:]
        for (path, root) in navigation {
            var stack = [root]
            while let element = stack.popLast() {
                if let name = element.attributes["android:name"] {
                    graphs[AndroidIncludeGraph.layoutName(path), default: []].insert(Self.simpleName(name))
                }
                stack += element.children
            }
        }
        var declared: [String: [(path: String, chain: [AndroidXMLElement])]] = [:]
        // Fragment class → the elements of layouts that show it.
        var placed: [String: [(path: String, chain: [AndroidXMLElement])]] = [:]
        var shownBy: [String: Set<String>] = [:]
        for (layout, classes) in inflaters {
            for name in classes { shownBy[name, default: []].insert(layout) }
        }
        for (path, root) in layouts.sorted(by: { $0.path < $1.path }) {
            // The graphs code sets on a navigation host of this layout: those of the classes showing it.
            let layoutName = AndroidIncludeGraph.layoutName(path)
            let setInCode = codeGraphs.filter { shownBy[$0.key]?.contains(layoutName) == true }.values.joined()
            var stack: [[AndroidXMLElement]] = [[root]]
            while let chain = stack.popLast(), let element = chain.last {
                if let id = element.attributes["android:id"], let name = Self.idName(id) {
                    declared[AndroidCodeColor.matchKey(name), default: []].append((path, chain))
                }
                for name in [element.attributes["android:name"], element.attributes["class"]].compactMap({ $0 }) {
                    placed[Self.simpleName(name), default: []].append((path, chain))
                }
                if let graph = element.attributes["app:navGraph"], graph.hasPrefix("@navigation/") {
                    for fragment in graphs[String(graph.dropFirst("@navigation/".count))] ?? [] {
                        placed[fragment, default: []].append((path, chain))
                    }
                } else if element.attributes["android:name"]?.hasSuffix("NavHostFragment") == true {
                    for fragment in Set(setInCode.flatMap { graphs[$0] ?? [] }) {
                        placed[fragment, default: []].append((path, chain))
                    }
                }
                stack += element.children.reversed().map { chain + [$0] }
            }
        }
        for (row, drawnBy) in lists.rows where !lists.shownElsewhere.contains(row) {
            let adapters = Set(drawnBy.map(\.adapter)).sorted()
            let attachments = adapters.flatMap { adapter in
                (lists.attachments[adapter] ?? []).map { (adapter: adapter, attachment: $0) }
            }
            let drawn = drawnBy.sorted { $0.location < $1.location }[0]
            let isFragment = drawnBy.allSatisfy(\.isFragment)
            let inLayouts = adapters.flatMap { shower in
                let classes = [shower] + (lists.subclasses[shower] ?? []).sorted()
                let elements = classes.flatMap { placed[AndroidListAdapters.simpleName($0)] ?? [] }
                return (drawnBy.contains { $0.adapter == shower && $0.isFragment } ? elements : []).map {
                    Site(
                        path: $0.path, chain: $0.chain, line: $0.chain.last?.line ?? 0, adapter: shower,
                        isFragment: true)
                }
            }
            let what = isFragment ? "is shown by fragment" : "is a row of"
            guard !attachments.isEmpty || !inLayouts.isEmpty else {
                // The fragment classes (and their subclasses) nothing names: never created.
                let classes = adapters.flatMap { [$0] + (lists.subclasses[$0] ?? []).sorted() }.map(Self.simpleName)
                let named =
                    placed.keys.contains { classes.contains($0) }
                    || graphs.values.contains { !$0.isDisjoint(with: classes) }
                if isFragment, !named, classes.allSatisfy(unnamedFragments.contains) {
                    reviews[row] = ReviewReason(
                        .notShown,
                        "\(row).xml \(what) \(adapters.joined(separator: ", ")) (\(drawn.location.fileAndLine)), "
                            + "which no other code, layout, navigation graph or preference read names: nothing creates "
                            + "it, so it is never shown")
                    continue
                }
                if isFragment {
                    reviews[row] = ReviewReason(
                        .hostUnknown,
                        "\(row).xml \(what) \(adapters.joined(separator: ", ")) (\(drawn.location.fileAndLine)), "
                            + "which no code or layout read places in a container: the activity it is shown in, and "
                            + "what is under it, is not known")
                    continue
                }
                reviews[row] = ReviewReason(
                    .hostUnknown,
                    "\(row).xml is a row of \(adapters.joined(separator: ", ")) (\(drawn.location.fileAndLine)), "
                        + "which no code read attaches to a list: the list it is drawn in, and what is under it, is "
                        + "not known")
                continue
            }
            var found: [Site] = inLayouts
            var unknown: [String] = []
            for (adapter, attachment) in attachments {
                // A list the fragment makes in code as its root: the row is drawn in the fragment's containers.
                if let made = attachment.fragmentRoot {
                    let fragment = attachment.owner
                    let containers =
                        (placed[fragment] ?? []).map { (chain: $0, placedBy: Set<String>()) }
                        + (lists.attachments[fragment] ?? []).flatMap { placing in
                            Self.elements(named: placing, declared: declared, shownBy: shownBy).map {
                                (chain: $0, placedBy: Set([placing.owner]))
                            }
                        }
                    guard !containers.isEmpty else {
                        unknown.append(
                            "\(adapter) is attached to the \(made) \(fragment) makes in code as its view "
                                + "(\(attachment.location.fileAndLine)), a fragment no code or layout read places in a "
                                + "container")
                        continue
                    }
                    for container in containers {
                        let line = container.chain.chain.last?.line ?? 0
                        found.append(
                            Site(
                                path: container.chain.path, chain: container.chain.chain, line: line, adapter: adapter,
                                placedBy: container.placedBy, codeList: "\(made) \(fragment) makes in code as its view")
                        )
                    }
                    continue
                }
                let candidates = declared[AndroidCodeColor.matchKey(attachment.listID)] ?? []
                let own = candidates.filter {
                    shownBy[attachment.owner]?.contains(AndroidIncludeGraph.layoutName($0.path)) == true
                }
                let layoutsDeclaring = Set(candidates.map { AndroidIncludeGraph.layoutName($0.path) })
                let chosen = own.isEmpty && layoutsDeclaring.count == 1 ? candidates : own
                let list = drawnBy.contains { $0.adapter == adapter && $0.isFragment } ? "container" : "list"
                if chosen.isEmpty {
                    let place = "\(attachment.listID) (\(attachment.location.fileAndLine))"
                    unknown.append(
                        layoutsDeclaring.isEmpty
                            ? "\(adapter) is attached to \(list) \(place), which no layout read declares"
                            : "\(adapter) is attached to \(list) \(place), declared in several layouts ("
                                + layoutsDeclaring.sorted().joined(separator: ", ")
                                + ") none of which \(attachment.owner) is known to show")
                    continue
                }
                for candidate in chosen {
                    let line = candidate.chain.last?.line ?? 0
                    let placer: Set<String> = list == "container" ? [attachment.owner] : []
                    if let i = found.firstIndex(where: { $0.path == candidate.path && $0.line == line }) {
                        found[i].placedBy.formUnion(placer)
                        continue
                    }
                    found.append(
                        Site(
                            path: candidate.path, chain: candidate.chain, line: line, adapter: adapter,
                            isFragment: list == "container", placedBy: placer, codeList: attachment.addedList))
                }
            }
            if !unknown.isEmpty {
                reviews[row] = ReviewReason(
                    .hostUnknown,
                    "\(row).xml \(what) \(adapters.joined(separator: ", ")): " + unknown.joined(separator: "; ")
                        + (isFragment
                            ? ": the container it is shown in is not known" : ": the list it is drawn in is not known"))
            } else {
                sites[row] = found
            }
        }
        placeAddedViews(lists, layouts: layouts, declared: declared, shownBy: shownBy)
    }

    /// The view each layout code inflates into a view of another layout is drawn in (`AndroidAddedViews`): the element
    /// of that id in a layout the inflating class shows, or one such a layout includes (at any depth), else in the one
    /// layout declaring the id; a layout some code also inflates with no parent view keeps its other placements only,
    /// and one inflated into a view no layout read declares (made in code) is walked on its own.
    mutating func placeAddedViews(
        _ lists: AndroidListAdapters, layouts: [(path: String, root: AndroidXMLElement)],
        declared: [String: [(path: String, chain: [AndroidXMLElement])]], shownBy: [String: Set<String>]
    ) {
        var includes: [String: Set<String>] = [:]
        for (path, root) in layouts {
            var stack = [root]
            while let element = stack.popLast() {
                if let layout = AndroidIncludeGraph.includedLayout(element) {
                    includes[AndroidIncludeGraph.layoutName(path), default: []].insert(layout)
                }
                stack += element.children
            }
        }
        func withIncludes(_ names: Set<String>) -> Set<String> {
            var all = names
            var pending = Array(names)
            while let next = pending.popLast() {
                for included in includes[next] ?? [] where all.insert(included).inserted { pending.append(included) }
            }
            return all
        }
        for (layout, into) in lists.addedTo.sorted(by: { $0.key < $1.key }) where !lists.shownElsewhere.contains(layout)
        {
            var found: [Site] = []
            var unknown: [String] = []
            for attachment in into {
                var shown = shownBy
                shown[attachment.owner] = withIncludes(shownBy[attachment.owner] ?? []).subtracting([layout])
                let elements = Self.elements(named: attachment, declared: declared, shownBy: shown)
                // A view no layout read declares is made in code: the layout is walked as if inflated alone.
                guard declared[AndroidCodeColor.matchKey(attachment.listID)] != nil else { continue }
                guard !elements.isEmpty else {
                    unknown.append(
                        "\(attachment.owner) inflates it into view \(attachment.listID) "
                            + "(\(attachment.location.fileAndLine)), which no layout \(attachment.owner) is known to show "
                            + "declares")
                    continue
                }
                for element in elements {
                    let line = element.chain.last?.line ?? 0
                    guard !found.contains(where: { $0.path == element.path && $0.line == line }) else { continue }
                    found.append(
                        Site(
                            path: element.path, chain: element.chain, line: line, adapter: attachment.owner,
                            addedView: true))
                }
            }
            if found.isEmpty, !unknown.isEmpty {
                reviews[layout] = ReviewReason(
                    .hostUnknown,
                    "\(layout).xml is inflated into a view of another layout: " + unknown.joined(separator: "; ")
                        + ": the view it is drawn in is not known")
            } else if !found.isEmpty {
                sites[layout, default: []] += found
            }
        }
    }

    /// The elements a transaction or pager attachment names (`placing.listID`): those of the layouts its class shows,
    /// else those of the one layout declaring the id.
    static func elements(
        named placing: AndroidListAdapters.Attachment,
        declared: [String: [(path: String, chain: [AndroidXMLElement])]], shownBy: [String: Set<String>]
    ) -> [(path: String, chain: [AndroidXMLElement])] {
        let candidates = declared[AndroidCodeColor.matchKey(placing.listID)] ?? []
        let own = candidates.filter {
            shownBy[placing.owner]?.contains(AndroidIncludeGraph.layoutName($0.path)) == true
        }
        let layoutsDeclaring = Set(candidates.map { AndroidIncludeGraph.layoutName($0.path) })
        return own.isEmpty && layoutsDeclaring.count == 1 ? candidates : own
    }

    /// `org.example.ui.LibraryFragment`, `.ui.LibraryFragment` → `LibraryFragment`.
    static func simpleName(_ name: String) -> String { String(name.split(separator: ".").last ?? Substring(name)) }

    /// `@+id/book_list`, `@id/book_list` → `book_list`; nil for an id of another package (`@android:id/list`).
    static func idName(_ raw: String) -> String? {
        for prefix in ["@+id/", "@id/"] where raw.hasPrefix(prefix) { return String(raw.dropFirst(prefix.count)) }
        return nil
    }
}
