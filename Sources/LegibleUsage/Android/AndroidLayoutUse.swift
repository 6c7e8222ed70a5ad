import Foundation
import LegibleJVMSyntax

/// A place where Kotlin or Java code names a layout, read on the syntax tree, and the class whose code it is:
///
/// - `R.layout.NAME` anywhere (`setContentView(R.layout.main)`, `inflater.inflate(R.layout.row, parent, false)`,
///   `DataBindingUtil.setContentView(this, R.layout.main)`); not the platform's `android.R.layout`;
/// - a view-binding class used as a value (`DialogDonateBinding.inflate(…)`, `ItemRowBinding.bind(view)`,
///   `FragmentMainBinding::bind`) or as the type of a parameter (`class RowHolder(val binding: ItemRowBinding)`):
///   `dialog_donate`, `item_row`, `fragment_main`;
/// - a layout a Kotlin class passes to its superclass's constructor (`class TipsFragment : Fragment(R.layout.tips)`);
/// - the class is the one whose declaration holds the code, found on the tree (not the last class declared above the
///   line): for a nested class, a companion object or an anonymous class, the outermost class declared in the file
///   (`owner`: a view holder nested in an adapter belongs to the adapter's screen), and the innermost named one
///   (`type`: the custom view whose `this` an inflation attaches to);
/// - code a constant condition rules out (`JVMLiveCode`: `if (Build.VERSION.SDK_INT < 22)` in a module whose minSdk is
///   22, `if (BuildConfig.DEBUG)`, after `if (true || …) return`) names its layouts with `deadUnder` set;
/// - an inflation attaches the layout to the view making it when its last argument is `this`, or `this, true`
///   (`ViewStatsBinding.inflate(inflater, this)`, `inflate(context, R.layout.view_stats, this)`), not `this, false`;
/// - a layout passed straight to a constructor (`new AppListAdapter(this, R.layout.row_app, entries)`) is handed to
///   that class (`constructedBy`), which draws it (an adapter's row), not shown by the class writing the call;
/// - an inflation given a parent view found by id (`inflate(R.layout.field, findViewById(R.id.fields), false)`,
///   `ItemRowBinding.inflate(inflater, binding.rows, true)`, a local holding either) names that view (`parentView`):
///   the layout is drawn inside it (attached there, or given its layout parameters to be added there), not as the
///   view of the fragment or the row of the adapter whose code inflates it (`AndroidAddedViews`).
struct AndroidLayoutUse: Sendable {
    /// The layout's file name without `.xml`.
    let layout: String
    let line: Int
    /// The outermost class declared around the code, or the file name without extension for top-level code.
    let owner: String
    /// The innermost named type around the code (a companion object's class), nil for top-level code.
    let type: String?
    let attachesToItself: Bool
    /// The line of the constant condition (`JVMConstantCondition`) under which this code never runs in the release
    /// app, nil for code that may run.
    var deadUnder: Int? = nil
    /// The class a constructor call passes the layout to as an argument (`AppListAdapter` in `new AppListAdapter(ctx,
    /// R.layout.row_app, list)`), nil elsewhere.
    var constructedBy: String? = nil
    /// The id (as the code writes it: `fields`, `passExtrasContainer`) of the view the inflation is given as its
    /// parent, when the code finds that view by id; nil for a parameter (`parent`, `container`), `null` or `this`.
    var parentView: String? = nil
    /// The class whose code adds the inflated view into `parentView` when it is not the class inflating it: the base
    /// class adding what its subclass's override returns (`AndroidContentHooks`); nil for the inflating class.
    var parentOwner: String? = nil
    /// Whether the layout is named only as the type of a parameter of a function that is no constructor
    /// (`static void fill(Context c, RangeAnswerBinding binding)`): the function is handed a binding some other code
    /// inflated, so it shows nothing itself when that code is read (`AndroidCodeScan` drops it then).
    var fromParameter = false

    /// Every layout `file` names, in order of appearance.
    static func uses(in file: JVMFile, index: JVMSymbolIndex, minSdk: Int? = nil) -> [AndroidLayoutUse] {
        let evaluator = JVMConstantCondition(minSdk: minSdk, index: index)
        let stem = ((file.path as NSString).lastPathComponent as NSString).deletingPathExtension
        var result: [AndroidLayoutUse] = []
        AndroidCodeThemes.forEachBody(of: file, index: index) { statements, scope, function in
            let owner = scope.owner.map { $0.outer.first ?? $0.type.name } ?? stem
            let type = scope.owner.map { $0.type.kind == .companionObject ? $0.outer.last : $0.type.name } ?? nil
            var attaching = Set<String>() // "layout:line" of inflations into `this`
            var constructed: [String: String] = [:] // "layout:line" → the class a constructor passes it to
            var parents: [String: String] = [:] // "layout:line" → the id of the parent view it is inflated with
            let views = AndroidAddedViews(statements, parameters: Set((function?.parameters ?? []).map(\.name)))
            var found: [(String, Int)] = (function?.parameters ?? []).compactMap { parameter in
                Self.layout(ofBinding: parameter.type).map { ($0, function?.line ?? 0) }
            }
            // A helper's parameter (not a constructor's: a holder keeps the binding it is made with).
            let isConstructor = function.map { $0.name == "constructor" || $0.name == scope.owner?.type.name } ?? true
            let parameterUses = isConstructor ? [] : found.map { "\($0.0):\($0.1)" }
            let conditions = JVMConstantCondition.Scope(types: index.scopeTypes(of: scope.owner), file: file)
            // A layout named only in code a constant condition rules out: kept apart, with that condition's line.
            var deadFound: [(String, Int, Int)] = []
            func collect(_ e: JVMExpression, into found: inout [(String, Int)]) {
                if case .call(let callee, let arguments) = e.kind, case .name(let type) = callee.kind,
                    type.first?.isUppercase == true, index.types[type] != nil
                {
                    for argument in arguments {
                        guard let reference = argument.value.resourceReference, reference.kind == "layout",
                            !reference.platform
                        else { continue }
                        constructed["\(reference.name):\(argument.value.line)"] = type
                    }
                }
                if let (layout, id) = views.inflation(e) { parents["\(layout.name):\(layout.line)"] = id }
                switch e.kind {
                case .member(let base, _, _):
                    if let reference = e.resourceReference, reference.kind == "layout", !reference.platform {
                        found.append((reference.name, e.line))
                    } else if let name = base.dottedPath, let bound = Self.layout(ofBinding: name) {
                        found.append((bound, e.line))
                    }
                case .call(let callee, let arguments) where Self.attaches(arguments):
                    for argument in arguments {
                        guard let reference = argument.value.resourceReference, reference.kind == "layout" else {
                            continue
                        }
                        attaching.insert("\(reference.name):\(argument.value.line)")
                    }
                    if case .member(let base, _, _) = callee.kind, let path = base.dottedPath,
                        let bound = Self.layout(ofBinding: path)
                    {
                        attaching.insert("\(bound):\(callee.line)")
                    }
                default: break
                }
            }
            JVMLiveCode.statements(
                statements, condition: { evaluator.truth(of: $0, in: conditions) },
                dead: { condition, code in
                    var inDead: [(String, Int)] = []
                    JVMTreeWalk.statements(code) { _ in
                    } expression: {
                        collect($0, into: &inDead)
                    }
                    deadFound += inDead.map { ($0.0, $0.1, condition.line) }
                },
                expression: { collect($0, into: &found) })
            for (layout, line, conditionLine) in deadFound {
                result.append(
                    AndroidLayoutUse(
                        layout: layout, line: line, owner: owner, type: type, attachesToItself: false,
                        deadUnder: conditionLine))
            }
            for (layout, line) in found {
                result.append(
                    AndroidLayoutUse(
                        layout: layout, line: line, owner: owner, type: type,
                        attachesToItself: attaching.contains("\(layout):\(line)"),
                        constructedBy: constructed["\(layout):\(line)"], parentView: parents["\(layout):\(line)"],
                        fromParameter: parameterUses.contains("\(layout):\(line)")))
            }
        }
        for (type, outer) in file.allTypes {
            // `class MainFragment : Fragment(R.layout.fragment_main)`
            let arguments = type.superclassArguments.map { JVMStatement(.expression($0.value), line: $0.value.line) }
            JVMTreeWalk.statements(arguments) { _ in
            } expression: { e in
                guard let reference = e.resourceReference, reference.kind == "layout", !reference.platform else {
                    return
                }
                result.append(
                    AndroidLayoutUse(
                        layout: reference.name, line: e.line, owner: outer.first ?? type.name, type: type.name,
                        attachesToItself: false))
            }
            for parameter in type.constructorParameters {
                guard let layout = Self.layout(ofBinding: parameter.type) else { continue }
                result.append(
                    AndroidLayoutUse(
                        layout: layout, line: type.line, owner: outer.first ?? type.name, type: type.name,
                        attachesToItself: false))
            }
        }
        return result.sorted { $0.line < $1.line }
    }

    /// `app.databinding.DialogDonateBinding` → `dialog_donate`; nil for a name that is not a view-binding class
    /// (`binding`, `ViewBinding`, `DataBindingUtil`).
    static func layout(ofBinding path: String) -> String? {
        let written = path.prefix { $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" } // `ItemRowBinding?`
        let name = written.split(separator: ".").last.map(String.init) ?? ""
        let stem = name.hasSuffix("Binding") ? String(name.dropLast("Binding".count)) : ""
        guard stem.first?.isUppercase == true, stem.allSatisfy({ $0.isLetter || $0.isNumber }),
            !["View", "ViewData"].contains(stem)
        else { return nil }
        return AndroidCodeScan.snakeCase(stem)
    }

    /// Whether a call's arguments end with `this` or `this, true`.
    static func attaches(_ arguments: [JVMArgument]) -> Bool {
        let values = arguments.map(\.value.kind)
        guard let last = values.last else { return false }
        if last == .name("this") { return true }
        return last == .literal("true", .boolean) && values.count >= 2 && values[values.count - 2] == .name("this")
    }
}
