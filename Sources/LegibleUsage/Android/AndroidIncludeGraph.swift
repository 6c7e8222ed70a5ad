/// Which layouts include which (`<include layout="@layout/name"/>`), so an included layout is checked against the
/// backgrounds of the layouts it is shown in, not the window background.
///
/// A custom view that inflates a layout into itself (`AndroidCodeScan.layoutsInflatedIntoViews`) includes it the
/// same way wherever a layout uses the view as a tag (`<org.wikipedia.views.StatsView …/>`): the layout's root (or,
/// for a `<merge>` root, its children) becomes the tag's content, so the tag and its ancestors are drawn under it.
///
/// A row layout an adapter fills a list with (`AndroidRowPlacement`) is drawn inside that list element the same way:
/// the list and its ancestors in the layout declaring it, then whatever hosts that layout; so is a layout code
/// inflates into a view of another layout (`AndroidAddedViews`).
///
/// A `<ViewStub android:layout="@layout/name">` is an include done later (AOSP `ViewStub.inflate()`: the layout is
/// inflated into the stub's parent at the stub's index, the stub removed, its `android:inflatedId` and layout
/// parameters given to the layout's root): the stub's ancestors are under the layout, as an `<include>`'s are.
///
/// The `app:headerLayout` of a `NavigationView` (or an app class built on one) is drawn at the top of that view the same
/// way: the view and its ancestors are under it.
///
/// A layout is known by its file name (`item_row` for `res/layout-land/item_row.xml`); an include names it without
/// the configuration qualifier, so every file of that name is included. Nested includes chain their hosts
/// (outermost first). At most `maximumContexts` hosts per layout are walked (the first in path order), and include
/// cycles stop at `maximumDepth`.
struct AndroidIncludeGraph {
    static let maximumContexts = 4
    static let maximumDepth = 8

    /// Per included layout name: each include site (host file, the include element's ancestors in the host, line).
    private var sites:
        [String: [(
            path: String, ancestors: [AndroidXMLElement], line: Int, customView: String?, shownBy: AndroidShownBy?,
            placedBy: Set<String>
        )]] =
            [:]
    /// Custom view class (simple name) → the layouts it inflates into itself.
    private let inflatedIntoViews: [String: Set<String>]

    init(
        layouts: [(path: String, root: AndroidXMLElement)], inflatedIntoViews: [String: Set<String>] = [:],
        rows: [String: [AndroidRowPlacement.Site]] = [:]
    ) {
        self.inflatedIntoViews = inflatedIntoViews
        for (path, root) in layouts.sorted(by: { $0.path < $1.path }) { collect(root, ancestors: [], path: path) }
        for (row, lists) in rows {
            for list in lists {
                let shownBy: AndroidShownBy =
                    list.addedView
                    ? .addedView(list.adapter)
                    : list.codeList.map { .codeList(list.adapter, $0) }
                        ?? (list.isFragment ? .fragment(list.adapter) : .adapter(list.adapter))
                sites[row, default: []].append((list.path, list.chain, list.line, nil, shownBy, list.placedBy))
            }
        }
    }

    private mutating func collect(_ element: AndroidXMLElement, ancestors: [AndroidXMLElement], path: String) {
        if let layout = Self.includedLayout(element) {
            sites[layout, default: []].append((path, ancestors, element.line, nil, nil, []))
        }
        let tag = AndroidViewKinds.simpleName(element.name)
        // A navigation drawer inflates its `app:headerLayout` into itself, at its top.
        if let header = element.attributes["app:headerLayout"], header.hasPrefix("@layout/") {
            sites[String(header.dropFirst("@layout/".count)), default: []].append(
                (path, ancestors + [element], element.line, nil, .navigationHeader(tag), []))
        }
        for layout in (inflatedIntoViews[tag] ?? []).sorted() {
            sites[layout, default: []].append((path, ancestors + [element], element.line, tag, nil, []))
        }
        for child in element.children { collect(child, ancestors: ancestors + [element], path: path) }
    }

    /// The layout an `<include layout="@layout/x">` or a `<ViewStub android:layout="@layout/x">` puts in its place.
    static func includedLayout(_ element: AndroidXMLElement) -> String? {
        let raw: String?
        switch element.name {
        case "include": raw = element.attributes["layout"]
        case "ViewStub", "android.view.ViewStub", "androidx.appcompat.widget.ViewStubCompat":
            raw = element.attributes["android:layout"]
        default: raw = nil
        }
        guard let raw, raw.hasPrefix("@layout/") else { return nil }
        return String(raw.dropFirst("@layout/".count))
    }

    static func layoutName(_ path: String) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        return file.hasSuffix(".xml") ? String(file.dropLast(4)) : file
    }

    /// The contexts the layout at `path` is shown in; empty when no layout read includes it.
    func contexts(of path: String) -> [AndroidIncludeContext] {
        Array(contexts(Self.layoutName(path), depth: 0).prefix(Self.maximumContexts))
    }

    private func contexts(_ name: String, depth: Int) -> [AndroidIncludeContext] {
        guard depth < Self.maximumDepth, let includedAt = sites[name] else { return [] }
        var out: [AndroidIncludeContext] = []
        for site in includedAt {
            // A `<merge>` host root stays in the chain: it has no background, and when it is the outermost element
            // the walker says the view it goes into is not known.
            let own = site.ancestors
            let outer = contexts(Self.layoutName(site.path), depth: depth + 1)
            if outer.isEmpty {
                out.append(
                    AndroidIncludeContext(
                        ancestors: own, ancestorPaths: Array(repeating: site.path, count: own.count),
                        includePath: site.path, includeLine: site.line, customView: site.customView,
                        shownBy: site.shownBy, placedBy: site.placedBy))
            } else {
                for o in outer.prefix(Self.maximumContexts) {
                    out.append(
                        AndroidIncludeContext(
                            ancestors: o.ancestors + own,
                            ancestorPaths: o.ancestorPaths + Array(repeating: site.path, count: own.count),
                            includePath: site.path, includeLine: site.line, customView: site.customView,
                            shownBy: site.shownBy, placedBy: site.placedBy))
                }
            }
            if out.count >= Self.maximumContexts { break }
        }
        return out
    }
}
