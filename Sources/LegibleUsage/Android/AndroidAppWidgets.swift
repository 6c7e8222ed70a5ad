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
///   value per branch, and anything else (a user setting, a local) is kept unread, so the pair needs review.
struct AndroidAppWidgets {
    /// Widget layouts (file name without `.xml`) → where they are declared as one.
    private(set) var layouts: [String: SourceLocation] = [:]
    /// Colors code sets through `RemoteViews`: layout → view id key (`AndroidCodeColor.matchKey`) → assignments.
    private(set) var colors: [String: [String: [AndroidCodeColor]]] = [:]
    private(set) var diagnostics: [Diagnostic] = []

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
        var byFile: [(layouts: Set<String>, colors: [(id: String, color: AndroidCodeColor)])] = []
        for file in files {
            var built = Set<String>()
            var recolors: [(String, AndroidCodeColor)] = []
            AndroidCodeThemes.forEachBody(of: file.syntax, index: index) { statements, _, _ in
                JVMTreeWalk.statements(statements) { _ in
                } expression: { e in
                    guard case .call(let callee, let arguments) = e.kind, let called = callee.calledName else { return }
                    if called.name == "RemoteViews" {
                        for argument in arguments {
                            guard let reference = argument.value.resourceReference, reference.kind == "layout",
                                !reference.platform
                            else { continue }
                            built.insert(reference.name)
                            if layouts[reference.name] == nil {
                                layouts[reference.name] = SourceLocation(path: file.path, line: e.line)
                            }
                        }
                        return
                    }
                    guard let fixed = Self.recolorCalls[called.name], arguments.count >= 2,
                        let id = arguments[0].value.resourceReference, id.kind == "id"
                    else { return }
                    var method = fixed
                    if method == nil, case .literal(let name, .string) = arguments[1].value.kind { method = name }
                    guard let method, let key = Self.viewMethods[method] else { return }
                    // `setColorInt(id, method, day, night)` gives two values.
                    let given = arguments[(fixed == nil ? 2 : 1)...].map(\.value)
                    for raw in given.isEmpty ? [nil] : given.flatMap(Self.values) {
                        recolors.append(
                            (
                                id.name,
                                AndroidCodeColor(
                                    key: key, viewID: id.name, raw: raw,
                                    written: "RemoteViews.\(called.name)(R.id.\(id.name), …)",
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
    }

    /// The layouts an `<appwidget-provider>` file names.
    mutating func readProvider(_ root: AndroidXMLElement, at path: String) {
        guard root.name == "appwidget-provider" else { return }
        for attribute in ["android:initialLayout", "android:previewLayout", "android:initialKeyguardLayout"] {
            guard let raw = root.attributes[attribute], raw.hasPrefix("@layout/") else { continue }
            let name = String(raw.dropFirst("@layout/".count))
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
