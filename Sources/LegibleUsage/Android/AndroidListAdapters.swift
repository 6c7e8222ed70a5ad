import Foundation
import LegibleJVMSyntax
import LegiblePalette

/// Which layouts are rows of a list and which list each adapter fills, and which layouts a fragment shows and which
/// container code puts it in, read on the Kotlin/Java syntax tree (issue 29: a row is drawn inside its list, a
/// fragment inside its container, not on the window).
///
/// - **Adapters.** A class whose superclass chain (through the app's own base classes, `JVMSymbolIndex`) reaches a
///   platform or library class in `rowAdapterBases` (`RecyclerView.Adapter`, `ListAdapter`, `PagingDataAdapter`,
///   `BaseAdapter`, `ArrayAdapter`, …; a `FragmentStateAdapter` shows fragments, not rows, and is not one).
/// - **Rows.** The layouts an adapter inflates or binds (`AndroidLayoutUse`), in its own body or in a view holder
///   nested in it, or that code hands to its constructor (`new AppListAdapter(this, R.layout.row_app, entries)`); a view holder declared on its own (`class BookHolder(…) : RecyclerView.ViewHolder(…)`) gives its
///   layouts to every adapter that names it. A layout some other code inflates too is not only a row
///   (`shownElsewhere`).
/// - **Attachments.** Where code gives an adapter to a list (a parameter typed with an adapter class is one of that
///   class: `onPostExecute(RowAdapter adapter) { list.setAdapter(adapter); }`): `binding.bookList.adapter = BookAdapter(…)`,
///   `list.setAdapter(adapter)`, `recycler.swapAdapter(a, false)`, `binding.list.apply { adapter = a }`,
///   `with(list) { adapter = a }`, `binding.list.also { it.adapter = a }`, `list.let { rv -> rv.adapter = a }`,
///   in a Kotlin local function too (`fun expand() { stops.adapter = adapter }`); not
///   `this.adapter = a`, which sets the class's own field. The adapter is a constructor call, a `ConcatAdapter(a, b)` or
///   `MergeAdapter(a, b)` (with a config first too; adapters added later with `merged.addAdapter(c)` are among what
///   that local or field holds), a call on an adapter
///   (`adapter.withLoadStateFooter(…)`), a local or property holding one (its initializer, `lazy { … }`, or an
///   assignment anywhere in the class), or what a function of the code read returns. The list is a view-binding
///   member (`binding.bookList` is `@+id/book_list`), a `findViewById(R.id.list)` call, or a local or property
///   holding one (`by lazy { findViewById(R.id.list) }` too); a bare name is taken as the id it spells.
/// - **Fragments.** A class whose superclass chain reaches `Fragment` (not a dialog or sheet: `AndroidCodeHosts`)
///   shows the layouts its code names. A transaction (`replace(R.id.container, X())`, `add(binding.host.id, f)`)
///   attaches it to a container the way `adapter =` attaches an adapter to a list; a fragment a `FragmentStateAdapter`
///   creates (named in its code, or the app's class its `createFragment` declares it returns: `AndroidPagerPages`)
///   is attached wherever that adapter is (the pager). A base adapter or fragment is attached wherever its
///   subclasses are.
struct AndroidListAdapters {
    /// Where code gives an adapter to a list: the list's id as the code writes it (`bookList`, `book_list`), the
    /// class whose code does it (`AndroidLayoutUse.owner`), and where.
    struct Attachment: Hashable {
        let listID: String
        let owner: String
        let location: SourceLocation
        /// The list class, when the list is the view the owning fragment makes in code as its root, with no
        /// background (`AndroidCodeMadeLists`): the list is in the fragment's container.
        var fragmentRoot: String? = nil
        /// The list, when it is the view a base class adds into this view (`AndroidContentHooks`: `RecyclerView
        /// StopsSheet makes in code, the view BaseFrameSheet adds`), made in code with no background.
        var addedList: String? = nil
    }

    /// A layout an adapter draws as its rows (or a fragment shows as its view), where it inflates it.
    struct Row: Hashable {
        /// The adapter, or the fragment when `isFragment`.
        let adapter: String
        let location: SourceLocation
        var isFragment = false
    }

    /// Superclasses (simple names, as the code writes them) that make a class a row adapter.
    static let rowAdapterBases: Set<String> = [
        "Adapter", "ListAdapter", "PagingDataAdapter", "PagedListAdapter", "BaseAdapter", "ArrayAdapter",
        "CursorAdapter", "ResourceCursorAdapter", "SimpleCursorAdapter", "BaseExpandableListAdapter",
        "CursorRecyclerViewAdapter", "PagerAdapter",
    ]
    /// Superclasses that make a class a fragment (a `DialogFragment` or bottom sheet is a window: `AndroidCodeHosts`).
    static let fragmentBases: Set<String> = ["Fragment", "ListFragment"]
    /// Superclasses of adapters that page fragments (`ViewPager2`, `ViewPager`): the pager is the fragments' container.
    static let fragmentPagerBases: Set<String> = [
        "FragmentStateAdapter", "FragmentPagerAdapter", "FragmentStatePagerAdapter",
    ]
    /// Adapters that hold other adapters: their arguments are the adapters attached.
    static let combiningAdapters: Set<String> = ["ConcatAdapter", "MergeAdapter"]
    /// Calls whose trailing lambda runs with the receiver (or first argument) as `this`.
    static let receiverScopes: Set<String> = ["apply", "run", "with"]
    /// Calls whose trailing lambda takes the receiver as its parameter (`it`, or the name it declares).
    static let parameterScopes: Set<String> = ["also", "let"]

    /// Item layout → the adapters that draw it as a row, or the fragments that show it.
    private(set) var rows: [String: [Row]] = [:]
    /// Adapter or fragment classes that rows name → their subclasses in the code read.
    private(set) var subclasses: [String: Set<String>] = [:]
    /// Layouts that some code other than an adapter or its view holders also inflates.
    private(set) var shownElsewhere: Set<String> = []
    /// Adapter class → where code attaches it to a list.
    private(set) var attachments: [String: [Attachment]] = [:]
    /// Layout → the views of other layouts code inflates it into (`AndroidAddedViews`): the view's id as `listID`, the
    /// class whose code inflates it as `owner`.
    private(set) var addedTo: [String: [Attachment]] = [:]
    /// Layout → where code outside any activity, fragment, adapter, view holder, custom view or window class names it
    /// (a model class holding layout ids, a plain helper): no rule follows where it is inflated into
    /// (`AndroidUnfollowedInflations`).
    private(set) var unfollowed: [String: [AndroidUnfollowedInflations.Site]] = [:]
    /// Layouts in `shownElsewhere` for a reason other than `unfollowed` (an activity's code, a custom view made in code).
    private var elsewhereFollowed = Set<String>()

    init(
        files: [JVMSourceFile], uses: [String: [AndroidLayoutUse]], index: JVMSymbolIndex,
        hooks: AndroidContentHooks? = nil
    ) {
        var holderRows: [String: [(layout: String, location: SourceLocation)]] = [:]
        let rowViews = AndroidRowViewClasses(index: index)
        // Layouts custom view classes inflate into themselves, and those of them an adapter makes.
        var madeByViews = Set<String>()
        var viewRows = Set<String>()
        var pagedFragments: [String: Set<String>] = [:]
        // Activities, and classes whose own code calls `setContentView(…)` (on itself: an activity or a dialog, whatever
        // base class the code read does not declare): the window shows what they inflate.
        var activities = AndroidLifecycleThemeCalls.activities(index: index)
        for file in files {
            AndroidCodeThemes.forEachBody(of: file.syntax, index: index) { statements, scope, _ in
                guard let type = scope.owner?.type.name, !activities.contains(type) else { return }
                JVMTreeWalk.statements(statements) { _ in
                } expression: { e in
                    guard case .call(let callee, _) = e.kind, let (name, receiver) = callee.calledName,
                        name == "setContentView", receiver == nil || receiver?.kind == .name("this")
                    else { return }
                    activities.insert(type)
                }
            }
        }
        for file in files {
            for use in uses[file.path] ?? [] {
                let at = SourceLocation(path: file.path, line: use.line)
                let enclosing = Self.enclosingTypes(of: use, in: file.syntax, index: index)
                // A nested class is known by its path (`WatchlistFragment.RowAdapter`): two files may nest the same name.
                let key = { (i: Int) in enclosing[...i].joined(separator: ".") }
                // A layout inflated into a view found by id is drawn in that view, not as a row or a fragment's view.
                if let parent = use.parentView {
                    addedTo[use.layout, default: []].append(
                        Attachment(listID: parent, owner: use.parentOwner ?? use.owner, location: at))
                    continue
                }
                // A layout handed to an adapter's constructor is that adapter's row, wherever the call is.
                if let made = use.constructedBy, Self.isAdapter(made, index: index) {
                    rows[use.layout, default: []].append(
                        Row(adapter: Self.key(made, from: use.owner, index: index), location: at))
                } else if let i = enclosing.lastIndex(where: { Self.isAdapter($0, index: index) }) {
                    rows[use.layout, default: []].append(Row(adapter: key(i), location: at))
                } else if let i = enclosing.lastIndex(where: { Self.isViewHolder($0, index: index) }) {
                    holderRows[key(i), default: []].append((use.layout, at))
                } else if let i = enclosing.lastIndex(where: { Self.isFragment($0, index: index) }) {
                    rows[use.layout, default: []].append(Row(adapter: key(i), location: at, isFragment: true))
                } else if let type = enclosing.last, rowViews.isView(type),
                    rowViews.made(inCodeOf: type).contains(use.layout)
                {
                    // A layout a custom view class inflates into itself: shown where that view is made.
                    madeByViews.insert(use.layout)
                } else {
                    shownElsewhere.insert(use.layout)
                    if AndroidTestSources.contains(file.path) {
                        continue
                    } else if !AndroidUnfollowedInflations.placesInflations(
                        enclosing + [use.owner], activities: activities, index: index)
                    {
                        unfollowed[use.layout, default: []].append(.init(owner: use.owner, location: at))
                    } else {
                        elsewhereFollowed.insert(use.layout)
                    }
                }
            }
            // The app's custom views that inflate a layout into themselves, made in an adapter's code: its rows.
            AndroidCodeThemes.forEachBody(of: file.syntax, index: index) { statements, scope, _ in
                let enclosing = scope.owner.map { $0.outer + [$0.type.name] } ?? []
                let key = { (i: Int) in enclosing[...i].joined(separator: ".") }
                JVMTreeWalk.statements(statements) { _ in
                } expression: { e in
                    guard let made = rowViews.layouts(made: e) else { return }
                    let at = SourceLocation(path: file.path, line: e.line)
                    if let i = enclosing.lastIndex(where: { Self.isAdapter($0, index: index) }) {
                        for layout in made.sorted() {
                            rows[layout, default: []].append(Row(adapter: key(i), location: at))
                            viewRows.insert(layout)
                        }
                    } else if let i = enclosing.lastIndex(where: { Self.isViewHolder($0, index: index) }) {
                        for layout in made.sorted() { holderRows[key(i), default: []].append((layout, at)) }
                    } else if let type = enclosing.last, rowViews.isView(type) {
                        // A factory of the view class, or a view making another: where those are made decides.
                    } else {
                        shownElsewhere.formUnion(made)
                    }
                }
            }
        }
        // A view no adapter makes is shown by code elsewhere (or as a layout's tag: `AndroidIncludeGraph`).
        shownElsewhere.formUnion(
            madeByViews.subtracting(viewRows).subtracting(holderRows.values.flatMap { $0.map(\.layout) }))
        elsewhereFollowed.formUnion(
            madeByViews.subtracting(viewRows).subtracting(holderRows.values.flatMap { $0.map(\.layout) }))
        for file in files {
            var reader = AttachmentReader(file: file.syntax, index: index, hooks: hooks)
            reader.read()
            for (adapter, found) in reader.attachments { attachments[adapter, default: []] += found }
            for (adapter, names) in reader.namedTypes where Self.isFragmentPager(Self.simpleName(adapter), index: index)
            {
                pagedFragments[adapter, default: []].formUnion(
                    names.filter { Self.isFragment(Self.simpleName($0), index: index) })
            }
            // A view holder declared apart is drawn by the adapters that name it.
            for (adapter, names) in reader.namedTypes where Self.isAdapter(Self.simpleName(adapter), index: index) {
                for holder in names.sorted() {
                    for (layout, at) in holderRows[holder] ?? [] {
                        rows[layout, default: []].append(Row(adapter: adapter, location: at))
                    }
                }
            }
        }
        // The fragments a pager adapter's page factory declares it returns (`createFragment(…): WelcomeFragment`).
        for (name, entries) in index.types where Self.isFragmentPager(name, index: index) {
            for entry in entries {
                let pages = AndroidPagerPages.declaredPages(of: entry.type, index: index)
                guard !pages.isEmpty else { continue }
                let pager = (entry.outer + [name]).joined(separator: ".")
                pagedFragments[pager, default: []].formUnion(pages.map { Self.key($0, from: nil, index: index) })
            }
        }
        // A fragment a pager adapter creates is shown in the pager that adapter is attached to.
        for (pager, paged) in pagedFragments {
            for fragment in paged { attachments[fragment, default: []] += attachments[pager] ?? [] }
        }
        // A base adapter or fragment is shown wherever its subclasses are (a row its base class inflates).
        for shower in Set(rows.values.flatMap { $0.map(\.adapter) }) {
            let subclasses = Set(
                index.subtypes(of: Self.simpleName(shower)).map { Self.key($0, from: nil, index: index) })
            guard !subclasses.isEmpty else { continue }
            self.subclasses[shower] = subclasses
            for subclass in subclasses.sorted() { attachments[shower, default: []] += attachments[subclass] ?? [] }
        }
        // A view holder no adapter names: its layouts are shown by code not read.
        let placed = Set(rows.keys)
        for layout in holderRows.values.flatMap({ $0.map(\.layout) }) where !placed.contains(layout) {
            shownElsewhere.insert(layout)
            elsewhereFollowed.insert(layout)
        }
    }

    /// Places `layout`, named only where its inflation is not followed (`unfollowed`), in the views of other layouts
    /// its inflations through values are given (`AndroidInflationParents`); a layout other code shows too keeps that.
    /// Adds the items of app-widget collections (`AndroidAppWidgets.items`) as rows of the classes that build them,
    /// each attached to `lists` (`setRemoteAdapter(R.id.list, …)`) when those name one view, else to none.
    mutating func addWidgetItems(_ items: [String: [Row]], lists: [Attachment]) {
        let attached = Set(lists.map { AndroidCodeColor.matchKey($0.listID) }).count == 1 ? lists : []
        for (layout, builders) in items.sorted(by: { $0.key < $1.key }) where rows[layout] == nil {
            rows[layout] = builders
            // Building it in those classes shows it nowhere else.
            let files = Set(builders.map(\.location.path))
            unfollowed[layout]?.removeAll { files.contains($0.location.path) }
            if unfollowed[layout]?.isEmpty == true { unfollowed[layout] = nil }
            if unfollowed[layout] == nil, !elsewhereFollowed.contains(layout) { shownElsewhere.remove(layout) }
            for adapter in Set(builders.map(\.adapter)) where attachments[adapter] == nil {
                attachments[adapter] = attached
            }
        }
    }

    mutating func place(_ layout: String, into views: [Attachment]) {
        guard unfollowed[layout] != nil else { return }
        addedTo[layout, default: []] += views
        if !elsewhereFollowed.contains(layout) { shownElsewhere.remove(layout) }
    }

    /// The named types around a use, outermost first (`ListFragment`, `BookAdapter`, `Holder`).
    static func enclosingTypes(of use: AndroidLayoutUse, in file: JVMFile, index: JVMSymbolIndex) -> [String] {
        guard let type = use.type else { return [] }
        let entry = index.types[type]?.first { $0.file.path == file.path } ?? index.types[type]?.first
        return (entry?.outer ?? []) + [type]
    }

    /// The key of the type `name` as code in the outermost class `outermost` refers to it: its path when nested
    /// (`WatchlistFragment.RowAdapter`), the one nested in that class first, then a top-level one.
    static func key(_ name: String, from outermost: String?, index: JVMSymbolIndex) -> String {
        let entries = index.types[name] ?? []
        let entry =
            entries.first { outermost != nil && ($0.outer.first ?? $0.type.name) == outermost }
            ?? entries.first { $0.outer.isEmpty } ?? entries.first
        return ((entry?.outer ?? []) + [name]).joined(separator: ".")
    }

    /// `WatchlistFragment.RowAdapter` → `RowAdapter`.
    static func simpleName(_ key: String) -> String { String(key.split(separator: ".").last ?? Substring(key)) }

    static func isAdapter(_ name: String, index: JVMSymbolIndex) -> Bool {
        AndroidCodeHosts.platformSuperclass(of: name, index: index).map(rowAdapterBases.contains) ?? false
    }

    static func isFragment(_ name: String, index: JVMSymbolIndex) -> Bool {
        guard let base = AndroidCodeHosts.platformSuperclass(of: name, index: index) else { return false }
        return fragmentBases.contains(base) && AndroidCodeHosts.windowKind(of: name, index: index) == nil
    }

    static func isFragmentPager(_ name: String, index: JVMSymbolIndex) -> Bool {
        AndroidCodeHosts.platformSuperclass(of: name, index: index).map(fragmentPagerBases.contains) ?? false
    }

    static func isViewHolder(_ name: String, index: JVMSymbolIndex) -> Bool {
        AndroidCodeHosts.platformSuperclass(of: name, index: index) == "ViewHolder"
    }
}

/// Reads one file's attachments of adapters to lists (`AndroidListAdapters`), and the types each class's code names.
private struct AttachmentReader {
    let file: JVMFile
    let index: JVMSymbolIndex
    /// Adapter → attachments found in the file.
    var attachments: [String: [AndroidListAdapters.Attachment]] = [:]
    /// Class (innermost named) → the type names its code uses as values or calls.
    var namedTypes: [String: Set<String>] = [:]
    /// Outermost class → property or field name → the values it is given (initializers and assignments).
    private var classValues: [String: [String: [JVMExpression]]] = [:]
    /// The parameters of the function being read, by name, with the type each declares (`onPostExecute(
    /// DesktopIconAppListAdapter adapter)`): an adapter parameter is an adapter of that class.
    private var parameterTypes: [String: String] = [:]

    /// The fragment classes a value handed to a transaction can be.
    let fragments: JVMInstanceEvaluator
    /// Base classes adding the views their subclasses make into views of their layouts.
    let hooks: AndroidContentHooks?

    init(file: JVMFile, index: JVMSymbolIndex, hooks: AndroidContentHooks? = nil) {
        self.file = file
        self.index = index
        self.hooks = hooks
        fragments = JVMInstanceEvaluator(index: index) { AndroidListAdapters.isFragment($0, index: index) }
    }

    static let maximumDepth = 8
    /// Functions of one name followed for what they return (overrides of `createFragment()`), and how deep calls are
    /// followed (a factory calling a factory).
    static let maximumFunctions = 16
    static let maximumFunctionDepth = 3

    mutating func read() {
        let stem = ((file.path as NSString).lastPathComponent as NSString).deletingPathExtension
        func owner(_ scope: JVMResourceEvaluator.Scope) -> String {
            scope.owner.map { $0.outer.first ?? $0.type.name } ?? stem
        }
        var values: [String: [String: [JVMExpression]]] = [:]
        for (type, outer) in file.allTypes {
            for property in type.members.properties {
                guard let value = property.initializer else { continue }
                values[outer.first ?? type.name, default: [:]][property.name, default: []].append(value)
            }
        }
        for property in file.members.properties {
            guard let value = property.initializer else { continue }
            values[stem, default: [:]][property.name, default: []].append(value)
        }
        AndroidCodeThemes.forEachBody(of: file, index: index) { statements, scope, _ in
            let owner = owner(scope)
            JVMTreeWalk.statements(statements) { s in
                guard case .assignment(let target, "=", let value) = s.kind else { return }
                switch target.kind {
                case .name(let name): values[owner, default: [:]][name, default: []].append(value)
                case .member(let base, let name, _) where base.kind == .name("this"):
                    values[owner, default: [:]][name, default: []].append(value)
                default: break
                }
            } expression: { e in
                // `timeline.addAdapter(footer)`: the merged adapter a field holds holds that one too.
                if let found = Self.addedAdapter(e) {
                    values[owner, default: [:]][found.name, default: []].append(found.added)
                }
            }
        }
        classValues = values
        AndroidCodeThemes.forEachBody(of: file, index: index) { statements, scope, function in
            parameterTypes = Dictionary(
                (function?.parameters ?? []).map { ($0.name, Self.typeName($0.type)) }, uniquingKeysWith: { a, _ in a })
            readBody(
                statements, owner: owner(scope),
                type: scope.owner.map { ($0.outer + [$0.type.name]).joined(separator: ".") }, function: function,
                scope: scope)
        }
    }

    private mutating func readBody(
        _ statements: [JVMStatement], owner: String, type: String?, function: JVMFunction?,
        scope: JVMResourceEvaluator.Scope
    ) {
        var locals: [String: [JVMExpression]] = [:]
        var names = Set<String>()
        JVMTreeWalk.statements(statements) { s in
            if case .local(let name, let value?) = s.kind { locals[name, default: []].append(value) }
        } expression: { e in
            if case .name(let name) = e.kind, name.first?.isUppercase == true { names.insert(name) }
            if let found = Self.addedAdapter(e), locals[found.name] != nil { locals[found.name]?.append(found.added) }
        }
        if let type {
            namedTypes[type, default: []].formUnion(
                names.map { AndroidListAdapters.key($0, from: owner, index: index) })
        }
        // A local hides a property of the same name.
        let known = (classValues[owner] ?? [:]).merging(locals) { _, local in local }
        var found: [(list: JVMExpression, adapter: JVMExpression, line: Int, isTransaction: Bool)] = []
        // Line → the lambda parameter a scope function binds there and the receiver it stands for.
        var scoped: [Int: (name: String, receiver: JVMExpression)] = [:]
        JVMTreeWalk.statements(statements) { s in
            // `this.adapter = …` is the class's own field or property, not a list's adapter.
            if case .assignment(let target, "=", let value) = s.kind,
                case .member(let list, "adapter", _) = target.kind,
                list.kind != .name("this")
            {
                found.append((list, value, s.line, false))
            }
        } expression: { e in
            guard case .call(let callee, let arguments) = e.kind, let called = callee.calledName else { return }
            if ["setAdapter", "swapAdapter"].contains(called.name), let list = called.receiver,
                let first = arguments.first
            {
                found.append((list, first.value, e.line, false))
            }
            // `beginTransaction().replace(R.id.container, LibraryFragment())`, `add(binding.host.id, fragment, tag)`
            if ["replace", "add"].contains(called.name), arguments.count >= 2 {
                found.append((arguments[0].value, arguments[1].value, e.line, true))
            }
            // `binding.list.also { it.adapter = a }`, `list.let { rv -> rv.adapter = a }`: the lambda's parameter is
            // the receiver on every line of its body.
            if AndroidListAdapters.parameterScopes.contains(called.name), let receiver = called.receiver,
                case .lambda(let parameters, let body)? = arguments.last?.value.kind
            {
                for line in JVMTreeWalk.allLines(body) { scoped[line] = (parameters.first ?? "it", receiver) }
            }
            // `binding.list.apply { adapter = a }`, `with(list) { setAdapter(a) }`
            guard AndroidListAdapters.receiverScopes.contains(called.name),
                case .lambda(_, let body)? = arguments.last?.value.kind,
                let list = called.receiver ?? (arguments.count == 2 ? arguments.first?.value : nil)
            else { return }
            for statement in body {
                switch statement.kind {
                case .assignment(let target, "=", let value) where target.kind == .name("adapter"):
                    found.append((list, value, statement.line, false))
                case .expression(let call):
                    if case .call(let inner, let innerArguments) = call.kind, inner.kind == .name("setAdapter"),
                        let first = innerArguments.first
                    {
                        found.append((list, first.value, statement.line, false))
                    }
                default: break
                }
            }
        }
        for (written, value, line, isTransaction) in found {
            let list = scoped[line].flatMap { written.kind == .name($0.name) ? $0.receiver : nil } ?? written
            let root = AndroidCodeMadeLists.fragmentRoot(
                list, function: function?.name, body: statements, known: locals, index: index)
            let at = SourceLocation(path: file.path, line: line)
            let attachment: AndroidListAdapters.Attachment
            // The view a base class adds into a view of its layout, made in code as a list (`AndroidContentHooks`).
            if root == nil,
                let added = hooks?.addedList(
                    list, type: scope.owner?.type.name, function: function, body: statements, known: locals)
            {
                attachment = AndroidListAdapters.Attachment(
                    listID: added.hook.containerID, owner: added.hook.owner, location: at,
                    addedList: "\(added.listClass) \(added.subclass) makes in code, the view \(added.hook.type) adds")
            } else {
                guard let id = listID(list, known: known, depth: 0) ?? root else { continue }
                attachment = AndroidListAdapters.Attachment(listID: id, owner: owner, location: at, fragmentRoot: root)
            }
            var shown = adapters(value, known: known, depth: 0)
            // A fragment the app's helpers hand over (a parameter, a constructor property, an enum constant's
            // factory): every class the code read puts there (`JVMInstanceEvaluator`), for a container named by id.
            if isTransaction, Self.namesAnID(written) {
                shown.formUnion(fragments.classes(value, in: scope))
            }
            for name in shown.sorted() {
                let adapter = AndroidListAdapters.key(name, from: owner, index: index)
                attachments[adapter, default: []].append(attachment)
            }
        }
    }

    /// `merged.addAdapter(footer)`, `this.merged.addAdapter(1, footer)`: the name of the merged adapter and the one added.
    static func addedAdapter(_ e: JVMExpression) -> (name: String, added: JVMExpression)? {
        guard case .call(let callee, let arguments) = e.kind, let called = callee.calledName,
            called.name == "addAdapter", let added = arguments.last?.value
        else { return nil }
        switch called.receiver?.kind {
        case .name(let name)?: return (name, added)
        case .member(let base, let name, _)? where base.kind == .name("this"): return (name, added)
        default: return nil
        }
    }

    /// `R.id.container`, `binding.container.id`, `container.getId()`: a container's id, not an index or a key.
    static func namesAnID(_ e: JVMExpression) -> Bool {
        if e.resourceReference?.kind == "id" { return true }
        switch e.kind {
        case .member(_, "id", _): return true
        case .call(let callee, let arguments): return arguments.isEmpty && callee.calledName?.name == "getId"
        default: return false
        }
    }

    /// Whether instances of `name` are attached somewhere: an adapter, a fragment pager adapter, a fragment.
    private func isShown(_ name: String) -> Bool {
        AndroidListAdapters.isAdapter(name, index: index) || AndroidListAdapters.isFragmentPager(name, index: index)
            || AndroidListAdapters.isFragment(name, index: index)
    }

    /// The adapter or fragment classes an expression can hold.
    private func adapters(_ e: JVMExpression, known: [String: [JVMExpression]], depth: Int) -> Set<String> {
        guard depth < Self.maximumDepth else { return [] }
        let next = { (x: JVMExpression) in adapters(x, known: known, depth: depth + 1) }
        switch e.kind {
        case .call(let callee, let arguments):
            guard let called = callee.calledName else { return [] }
            if isShown(called.name) { return [called.name] }
            if AndroidListAdapters.combiningAdapters.contains(called.name) {
                return arguments.reduce(into: Set()) { $0.formUnion(next($1.value)) }
            }
            // `lazy { BookAdapter() }`, `adapter.withLoadStateFooter(…)`, `BookAdapter.create(…)`
            if case .lambda(_, let body)? = arguments.last?.value.kind, called.receiver == nil, let last = body.last {
                switch last.kind {
                case .expression(let value), .return(let value?): return next(value)
                default: return []
                }
            }
            // `createFragment()`: what the functions of that name in the code read return (every override).
            if depth < Self.maximumFunctionDepth, called.receiver == nil || called.receiver?.kind == .name("this") {
                let functions = (index.functions[called.name] ?? []).filter {
                    $0.value.accepts(argumentCount: arguments.count)
                }
                let found = functions.prefix(Self.maximumFunctions).reduce(into: Set<String>()) {
                    $0.formUnion(returned($1.value.body ?? [], depth: depth + 1))
                }
                if !found.isEmpty { return found }
            }
            // `activity.getCropAdapter()`: the adapter the function the code read declares says it returns.
            let declared = Set(
                (index.functions[called.name] ?? []).filter { $0.value.accepts(argumentCount: arguments.count) }
                    .compactMap { $0.value.returnType.map(Self.typeName) }
            ).filter(isShown)
            if declared.count == 1 { return declared }
            return called.receiver.map(next) ?? []
        case .branches(_, let branches):
            return branches.reduce(into: Set()) { $0.formUnion(next($1.body)) }
        case .block(let statements):
            return returned(statements, depth: depth + 1)
        case .name(let name):
            if isShown(name) { return [name] }
            if known[name] == nil, let type = parameterTypes[name], isShown(type) { return [type] }
            return (known[name] ?? []).reduce(into: Set()) { $0.formUnion(next($1)) }
        case .member(let base, let name, _) where base.kind == .name("this"):
            return (known[name] ?? []).reduce(into: Set()) { $0.formUnion(next($1)) }
        case .member(let base, let name, _) where name == "java" || name == "class": // `LibraryFragment::class.java`
            return next(base)
        case .unary(_, let operand, _): return next(operand)
        case .binary(let op, let left, let right) where op == "?:": return next(left).union(next(right))
        case .conditional(_, let then, let otherwise):
            return next(then).union(otherwise.map(next) ?? [])
        default: return []
        }
    }

    /// `CropAdapter?`, `List<Crop>`, `org.app.CropAdapter` → the type's simple name (`CropAdapter`, `List`).
    static func typeName(_ written: String) -> String {
        let plain = written.split(separator: "<").first.map(String.init) ?? written
        let trimmed = plain.trimmingCharacters(in: CharacterSet(charactersIn: "? "))
        return trimmed.split(separator: ".").last.map(String.init) ?? trimmed
    }

    /// The adapter or fragment classes a body returns (`return X()`, its last expression), its locals followed.
    private func returned(_ statements: [JVMStatement], depth: Int) -> Set<String> {
        var locals: [String: [JVMExpression]] = [:]
        var values: [JVMExpression] = []
        JVMTreeWalk.statements(statements) { s in
            switch s.kind {
            case .local(let name, let value?): locals[name, default: []].append(value)
            case .return(let value?): values.append(value)
            default: break
            }
        } expression: { _ in
        }
        if case .expression(let last)? = statements.last?.kind { values.append(last) }
        return values.reduce(into: Set()) { $0.formUnion(adapters($1, known: locals, depth: depth)) }
    }

    /// The id of the list an expression names, as the code writes it.
    private func listID(_ e: JVMExpression, known: [String: [JVMExpression]], depth: Int) -> String? {
        guard depth < Self.maximumDepth else { return nil }
        let next = { (x: JVMExpression) in listID(x, known: known, depth: depth + 1) }
        switch e.kind {
        case .call(let callee, let arguments):
            guard let called = callee.calledName else { return nil }
            if ["findViewById", "requireViewById"].contains(called.name) {
                guard let reference = arguments.first?.value.resourceReference, reference.kind == "id" else {
                    return nil
                }
                return reference.name
            }
            // `val list: RecyclerView by lazy { findViewById(R.id.list) }`: what the lambda gives.
            if called.name == "lazy", called.receiver == nil, case .lambda(_, let body)? = arguments.last?.value.kind,
                let last = body.last
            {
                switch last.kind {
                case .expression(let value), .return(let value?): return next(value)
                default: return nil
                }
            }
            // `binding.list.apply { … }` is the list.
            return AndroidListAdapters.receiverScopes.contains(called.name) || called.name == "also"
                ? called.receiver.flatMap(next) : nil
        case .name(let name):
            return (known[name] ?? []).lazy.compactMap(next).first ?? name
        case .member(let base, let name, _):
            if base.kind == .name("this") { return (known[name] ?? []).lazy.compactMap(next).first ?? name }
            return name == "id" ? next(base) : name // `binding.container.id`
        case .unary(_, let operand, _): return next(operand)
        case .binary(_, let left, _): return next(left)
        default: return nil
        }
    }
}
