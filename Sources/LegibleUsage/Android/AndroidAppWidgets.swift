import Foundation
import LegibleJVMSyntax
import LegiblePalette

/// App widgets: layouts the launcher shows through `RemoteViews`, read on the Kotlin/Java syntax tree and in the
/// app-widget provider files (`res/xml/*.xml`).
///
/// - A layout is a widget's when code builds `RemoteViews(context.packageName, R.layout.widget_tide)` (Java
///   `new RemoteViews(…)`) with it, or an `<appwidget-provider>` names it as `android:initialLayout` or
///   `android:previewLayout`.
/// - The launcher draws a widget over the wallpaper, and inflates it with a context whose theme is not the app's
///   (Android's `AppWidgetHostView` builds it with `createApplicationContext`, which takes the device default theme):
///   a widget's text gets a pair only when an element of the layout draws an opaque color under it that no code
///   replaces, and its colors do not go through theme attributes; otherwise it needs review (`appWidget`).
/// - Colors code sets through the `RemoteViews` a layout is shown with: `setTextColor(R.id.title, color)`,
///   `setInt(R.id.root, "setBackgroundResource", drawable)`, `setInt(id, "setBackgroundColor", …)`,
///   `setColorStateList(id, "setTextColor", …)`, `setColor(id, "setBackgroundColor", R.color.x)`: a call whose first
///   argument is a view id (`R.id.…`) and, but for `setTextColor`, whose second names the view method called.
///   A value that is a resource or a constant is read; a branch (`if (dark) R.drawable.a else R.drawable.b`) gives one
///   value per branch, and anything else (a user setting, a local) is kept unread, so the pair needs review, naming
///   the value as the code writes it (`settings.backgroundColor`).
/// - The app's own functions that make such a call on a view id they are given (`fun RemoteViews.paint(viewId: Int,
///   color: Int, alpha: Int) = setInt(viewId, "setBackgroundColor", ColorUtils.setAlphaComponent(color, alpha))`, and
///   functions calling those in turn) recolor the view whose `R.id.…` a call passes them, positionally or by name
///   (`paint(viewId = R.id.header, …)`): with the value of the parameter the function passes on as the color, else
///   with what its body computes (unread when that depends on its parameters).
/// - Collections (`RemoteViews.setRemoteAdapter`, Android's "Use collection widgets"): the items of a `ListView`,
///   `GridView` or `StackView` of a widget are drawn inside that view, like an adapter's rows. The item layouts are
///   the `RemoteViews` a class builds that implements `RemoteViewsService.RemoteViewsFactory` (its `getViewAt`) or
///   builds a `RemoteCollectionItems` (`RemoteViews.RemoteCollectionItems.Builder().addItem(id, views)`, API 31, or
///   androidx `RemoteViewsCompat`'s), and that neither calls `setRemoteAdapter` nor `updateAppWidget` itself (then it
///   builds the widget too); the view is the one every `setRemoteAdapter(R.id.list, …)` of the code names
///   (`RemoteViewsCompat.setRemoteAdapter(context, views, widgetId, R.id.list, items)` too). With several such views
///   which one shows the items is not followed: they are placed in none (`AndroidRowPlacement`: host unknown).
struct AndroidAppWidgets {
    /// Widget layouts (file name without `.xml`) → where they are declared as one.
    private(set) var layouts: [String: SourceLocation] = [:]
    /// Colors code sets through `RemoteViews`: layout → view id key (`AndroidCodeColor.matchKey`) → assignments.
    private(set) var colors: [String: [String: [AndroidCodeColor]]] = [:]
    private(set) var diagnostics: [Diagnostic] = []
    /// Collection item layouts → the classes that build them, where (`AndroidListAdapters.Row`, the class as adapter).
    private(set) var items: [String: [AndroidListAdapters.Row]] = [:]
    /// The collection views code gives items to (`setRemoteAdapter(R.id.list, …)`): the view's id as the list, the
    /// class whose code does it.
    private(set) var collections: [AndroidListAdapters.Attachment] = []
    /// The layouts an `<appwidget-provider>` names: the widget itself, never an item.
    private(set) var providerLayouts = Set<String>()

    /// An app function that recolors a view of a `RemoteViews` by an id it is given: the parameters, the one taking
    /// the id, the view method, and the parameter whose value it sets as the color (else the values its body gives).
    struct Wrapper {
        let parameters: [JVMParameter]
        let view: Int
        let method: String
        let value: Int?
        let given: [JVMExpression]
    }

    /// `RemoteViews` methods that set a color by view id, and the view method they call (nil: given as the second
    /// argument).
    static let recolorCalls: [String: String?] = [
        "setTextColor": "setTextColor", "setInt": nil, "setColorStateList": nil, "setColor": nil, "setColorInt": nil,
        "setColorAttr": nil,
    ]
    /// View methods that set what a view draws: its text color or its background.
    static let viewMethods: [String: AndroidCodeColor.Key] = [
        "setTextColor": .text, "setBackgroundColor": .background, "setBackgroundResource": .background,
        "setBackgroundTintList": .background, "setColorFilter": .background,
    ]

    /// `providers`: the project's `res/xml` files, parsed.
    init(code files: [JVMSourceFile], index: JVMSymbolIndex, providers: [(path: String, root: AndroidXMLElement)]) {
        let wrappers = Self.wrappers(in: files, index: index)
        var byFile: [(layouts: Set<String>, colors: [(id: String, color: AndroidCodeColor)])] = []
        // Class → the layouts it builds with `RemoteViews`, and where.
        var builtBy: [String: [(layout: String, location: SourceLocation)]] = [:]
        var itemClasses = Set<String>()
        var widgetClasses = Set<String>()
        for file in files {
            var built = Set<String>()
            var recolors: [(String, AndroidCodeColor)] = []
            let source = JVMSourceLines(file.text)
            AndroidCodeThemes.forEachBody(of: file.syntax, index: index) { statements, scope, _ in
                let owner = scope.owner?.type.name
                if let type = scope.owner?.type, type.supertypes.contains(where: { $0.hasSuffix("RemoteViewsFactory") })
                {
                    itemClasses.insert(type.name)
                }
                JVMTreeWalk.statements(statements) { _ in
                } expression: { e in
                    if let owner, e.dottedPath?.hasSuffix("RemoteCollectionItems.Builder") == true {
                        itemClasses.insert(owner)
                    }
                    guard case .call(let callee, let arguments) = e.kind, let called = callee.calledName else { return }
                    if called.name == "RemoteViews" {
                        for argument in arguments {
                            guard let reference = argument.value.resourceReference, reference.kind == "layout",
                                !reference.platform
                            else { continue }
                            built.insert(reference.name)
                            let location = SourceLocation(path: file.path, line: e.line)
                            if layouts[reference.name] == nil { layouts[reference.name] = location }
                            if let owner { builtBy[owner, default: []].append((reference.name, location)) }
                        }
                        return
                    }
                    if ["updateAppWidget", "partiallyUpdateAppWidget", "setRemoteAdapter"].contains(called.name),
                        let owner
                    {
                        widgetClasses.insert(owner)
                    }
                    if called.name == "setRemoteAdapter",
                        let list = arguments.lazy.compactMap({ $0.value.resourceReference }).first(where: {
                            $0.kind == "id" && !$0.platform
                        })
                    {
                        collections.append(
                            AndroidListAdapters.Attachment(
                                listID: list.name, owner: owner ?? file.path,
                                location: SourceLocation(path: file.path, line: e.line)))
                        return
                    }
                    guard let (id, method, given) = Self.recolor(called.name, arguments, wrappers: wrappers),
                        let key = Self.viewMethods[method]
                    else { return }
                    let values = given.isEmpty ? [nil] : given.flatMap(Self.values)
                    // An unread value is named as the code writes it: the setting or the computation it comes from.
                    let quoted = source.quote(e.span).flatMap { $0.count <= 160 ? $0 : nil }
                    for raw in values {
                        recolors.append(
                            (
                                id,
                                AndroidCodeColor(
                                    key: key, viewID: id, raw: raw,
                                    written: raw == nil
                                        ? quoted.map { "`\($0)`" } ?? "RemoteViews.\(called.name)(R.id.\(id), …)"
                                        : "RemoteViews.\(called.name)(R.id.\(id), …)",
                                    location: SourceLocation(path: file.path, line: e.line))
                            ))
                    }
                }
            }
            byFile.append((built, recolors))
        }
        for (path, root) in providers { readProvider(root, at: path) }
        // Code that recolors views of a RemoteViews it does not build (a helper given one) may reach any widget.
        for (built, recolors) in byFile {
            for layout in built.isEmpty ? Set(layouts.keys) : built {
                for (id, color) in recolors {
                    colors[layout, default: [:]][AndroidCodeColor.matchKey(id), default: []].append(color)
                }
            }
        }
        for owner in itemClasses.subtracting(widgetClasses).sorted() {
            for (layout, location) in builtBy[owner] ?? [] where !providerLayouts.contains(layout) {
                items[layout, default: []].append(AndroidListAdapters.Row(adapter: owner, location: location))
            }
        }
    }

    /// The view id, view method and values of a recolor call: a `RemoteViews` method (`recolorCalls`) or an app
    /// function that makes one (`wrappers`); nil when the call is neither or names no `R.id.…` view.
    static func recolor(_ name: String, _ arguments: [JVMArgument], wrappers: [String: [Wrapper]])
        -> (id: String, method: String, given: [JVMExpression])?
    {
        if let fixed = recolorCalls[name], arguments.count >= 2, let id = arguments[0].value.resourceReference,
            id.kind == "id"
        {
            var method = fixed
            if method == nil, case .literal(let name, .string) = arguments[1].value.kind { method = name }
            guard let method else { return nil }
            // `setColorInt(id, method, day, night)` gives two values.
            return (id.name, method, arguments[(fixed == nil ? 2 : 1)...].map(\.value))
        }
        for wrapper in wrappers[name] ?? [] {
            guard let bound = bind(arguments, to: wrapper.parameters), let view = bound[wrapper.view],
                let id = view.resourceReference, id.kind == "id"
            else { continue }
            let given = wrapper.value.map { bound[$0].map { [$0] } ?? [] } ?? wrapper.given
            return (id.name, wrapper.method, given)
        }
        return nil
    }

    /// The argument each parameter gets (labelled ones by name, the others in order); nil when they do not fit.
    static func bind(_ arguments: [JVMArgument], to parameters: [JVMParameter]) -> [Int: JVMExpression]? {
        var bound: [Int: JVMExpression] = [:]
        var position = 0
        for argument in arguments {
            if let label = argument.label {
                guard let i = parameters.firstIndex(where: { $0.name == label }) else { return nil }
                bound[i] = argument.value
            } else {
                guard position < parameters.count else { return nil }
                bound[position] = argument.value
                position += 1
            }
        }
        return bound
    }

    /// The app's functions on a `RemoteViews` (an extension, or one taking it) that recolor a view by an id parameter,
    /// by name; functions that call those in turn too (three levels).
    static func wrappers(in files: [JVMSourceFile], index: JVMSymbolIndex) -> [String: [Wrapper]] {
        var found: [String: [Wrapper]] = [:]
        var functions: [JVMFunction] = []
        for file in files {
            AndroidCodeThemes.forEachBody(of: file.syntax, index: index) { _, _, function in
                guard let function, !function.parameters.isEmpty,
                    function.receiver?.hasSuffix("RemoteViews") == true
                        || function.parameters.contains(where: { $0.type.hasSuffix("RemoteViews") })
                else { return }
                functions.append(function)
            }
        }
        for _ in 0..<3 {
            var added = false
            for function in functions {
                let names = function.parameters.map(\.name)
                JVMTreeWalk.statements(function.body ?? []) { _ in
                } expression: { e in
                    guard case .call(let callee, let arguments) = e.kind, let called = callee.calledName,
                        arguments.count >= 2
                    else { return }
                    var method: String?
                    var viewArgument: JVMExpression?
                    var given: [JVMExpression] = []
                    if let fixed = recolorCalls[called.name] {
                        viewArgument = arguments[0].value
                        method = fixed
                        if method == nil, case .literal(let name, .string) = arguments[1].value.kind { method = name }
                        given = arguments[(fixed == nil ? 2 : 1)...].map(\.value)
                    } else if let wrapper = found[called.name]?.first(where: {
                        bind(arguments, to: $0.parameters) != nil
                    }), let bound = bind(arguments, to: wrapper.parameters) {
                        viewArgument = bound[wrapper.view]
                        method = wrapper.method
                        given = wrapper.value.map { bound[$0].map { [$0] } ?? [] } ?? wrapper.given
                    }
                    guard let method, viewMethods[method] != nil, case .name(let viewName)? = viewArgument?.kind,
                        let view = names.firstIndex(of: viewName)
                    else { return }
                    var value: Int?
                    if given.count == 1, case .name(let valueName) = given[0].kind {
                        value = names.firstIndex(of: valueName)
                    }
                    let wrapper = Wrapper(
                        parameters: function.parameters, view: view, method: method, value: value,
                        given: value == nil ? given : [])
                    if !(found[function.name] ?? []).contains(where: {
                        $0.parameters == wrapper.parameters && $0.view == view && $0.method == method
                    }) {
                        found[function.name, default: []].append(wrapper)
                        added = true
                    }
                }
            }
            if !added { break }
        }
        return found
    }

    /// The layouts an `<appwidget-provider>` file names.
    mutating func readProvider(_ root: AndroidXMLElement, at path: String) {
        guard root.name == "appwidget-provider" else { return }
        for attribute in ["android:initialLayout", "android:previewLayout", "android:initialKeyguardLayout"] {
            guard let raw = root.attributes[attribute], raw.hasPrefix("@layout/") else { continue }
            let name = String(raw.dropFirst("@layout/".count))
            providerLayouts.insert(name)
            if layouts[name] == nil { layouts[name] = SourceLocation(path: path, line: root.line) }
        }
    }

    /// The colors an expression can have, as a layout writes them; nil for a value that cannot be read. A branch gives
    /// the values of each of its arms.
    static func values(_ e: JVMExpression) -> [String?] {
        switch e.kind {
        case .conditional(_, let then, let otherwise):
            return values(then) + (otherwise.map(values) ?? [nil])
        case .branches(_, let branches):
            return branches.flatMap { values($0.body) }
        case .block(let statements):
            guard case .expression(let last)? = statements.last?.kind else { return [nil] }
            return values(last)
        default:
            return [value(e)]
        }
    }

    /// `R.color.x` → `@color/x`, `R.drawable.x`, `R.attr.x`, `ContextCompat.getColor(context, R.color.x)`,
    /// `Color.WHITE`, `Color.parseColor("#…")`; nil for anything else.
    static func value(_ e: JVMExpression) -> String? {
        if let reference = e.resourceReference {
            let prefix = reference.platform ? "@android:" : "@"
            switch reference.kind {
            case "color", "drawable": return "\(prefix)\(reference.kind)/\(reference.name)"
            case "attr": return (reference.platform ? "?android:attr/" : "?attr/") + reference.name
            default: return nil
            }
        }
        if let path = e.dottedPath { return AndroidCodeColor.raw(path) }
        guard case .call(let callee, let arguments) = e.kind, let called = callee.calledName else { return nil }
        if called.name == "parseColor", case .literal(let text, .string)? = arguments.first?.value.kind {
            return text
        }
        // A resource getter (`ContextCompat.getColor(context, R.color.x)`, `resources.getColor(R.color.x, theme)`):
        // the one color resource among its arguments.
        guard ["getColor", "getColorStateList", "getDrawable"].contains(called.name) else { return nil }
        let read = arguments.compactMap { $0.value.resourceReference == nil ? nil : value($0.value) }
        return read.count == 1 ? read[0] : nil
    }
}
