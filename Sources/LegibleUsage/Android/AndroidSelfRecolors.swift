import Foundation
import LegibleJVMSyntax
import LegiblePalette

/// Custom view classes of the app that recolor themselves (Android "Custom view components": a subclass of a
/// platform view whose constructors, `init { }` blocks or `onFinishInflate()` run for every instance a layout
/// inflates). A `setTextColor(…)`, `setBackgroundColor(…)`, `setBackgroundResource(…)`, `setBackground(…)`,
/// `setCardBackgroundColor(…)` or Kotlin `background = …` the class makes on itself there (no receiver, `this.`, or in
/// a function of its own those call) replaces the color the layout writes on each element of that class and of its
/// subclasses, and its children are drawn on it. A tint it then puts on that background (`background.mutate()
/// .setTint(…)`, `backgroundTintList = …`) recolors the drawable: not read, so the pairs need review.
///
/// A write inside a scope function that runs its lambda with another view as `this` (`findViewById<ImageView>(R.id
/// .badge).apply { background = fill }`, `badge.run { … }`, `with(badge) { … }`: Kotlin "Scope functions") is on that
/// view, not on the class's own: it is not one of these (`otherReceiverLines`).
///
/// The value is read when it is one color per theme: `ContextCompat.getColor(ctx, R.color.x)`,
/// `context.getColor(R.color.x)`, `resources.getColor(R.color.x)` → `@color/x`; `MaterialColors.getColor(view,
/// R.attr.x)` → `?attr/x`; `Color.WHITE`, `Color.parseColor("#…")`; a drawable, `R.drawable.x` or
/// `ContextCompat.getDrawable(ctx, R.drawable.x)`, → `@drawable/x` (its fill read as a layout's background is);
/// `ColorDrawable(color)` → the color. Anything else (a field set later, a value from
/// `obtainStyledAttributes` the layout decides, a branch) is kept unread, so the element's pairs need review naming
/// the class and line.
enum AndroidSelfRecolors {
    /// The calls a view makes on itself, by the key of the color they replace.
    static let calls: [String: AndroidCodeColor.Key] = [
        "setTextColor": .text, "setBackgroundColor": .background, "setBackgroundResource": .background,
        "setCardBackgroundColor": .background, "setBackground": .background, "setBackgroundDrawable": .background,
    ]
    /// What tints the view's own background drawable (`View.setBackgroundTintList`, Kotlin's `backgroundTintList =`).
    static let backgroundTints: Set<String> = ["setBackgroundTintList", "backgroundTintList"]
    /// `Drawable.setTint`, `setTintList`, `setColorFilter`: called on the view's own `background`.
    static let tintCalls: Set<String> = ["setTint", "setTintList", "setColorFilter"]
    /// The methods that run for every inflated instance, besides constructors and `init { }` blocks.
    static let lifecycle: Set<String> = ["onFinishInflate"]

    /// Simple class name → the colors it (or a superclass the code declares) sets on itself.
    static func colors(index: JVMSymbolIndex) -> [String: [AndroidCodeColor]] {
        var own: [String: [AndroidCodeColor]] = [:]
        for (name, entries) in index.types {
            for entry in entries where entry.type.kind == .class {
                own[name, default: []] += colors(of: entry, index: index)
            }
        }
        var result: [String: [AndroidCodeColor]] = [:]
        for name in index.types.keys {
            let chain = [name] + index.supertypes(of: name)
            let colors = chain.flatMap { own[$0] ?? [] }
            if !colors.isEmpty { result[name] = colors }
        }
        return result
    }

    /// The self-recolors of one class: its constructors, `init { }` blocks and lifecycle methods, and the functions
    /// of its own they call (followed to `maxDepth`).
    static func colors(of entry: JVMSymbolIndex.TypeEntry, index: JVMSymbolIndex) -> [AndroidCodeColor] {
        let type = entry.type
        let functions = type.members.functions
        var bodies: [(statements: [JVMStatement], function: JVMFunction?)] = type.members.initializers.map { ($0, nil) }
        bodies += functions.filter { $0.name == "constructor" || $0.name == type.name || lifecycle.contains($0.name) }
            .map { ($0.body ?? [], $0) }
        var visited = Set(bodies.compactMap { $0.function.map { "\($0.name):\($0.line)" } })
        var result: [AndroidCodeColor] = []
        var depth = 0
        while !bodies.isEmpty, depth < maxDepth {
            depth += 1
            var next: [(statements: [JVMStatement], function: JVMFunction?)] = []
            for body in bodies {
                let scope = JVMResourceEvaluator.Scope(file: entry.file, owner: entry, function: body.function)
                let branchLines = JVMTreeWalk.branchLines(body.statements)
                let elsewhere = otherReceiverLines(body.statements)
                func add(_ value: JVMExpression, key: AndroidCodeColor.Key, line: Int) {
                    var color = read(value, key: key, scope: scope, index: index, type: type.name)
                    color.inBranch = branchLines.contains(line)
                    result.append(color)
                }
                JVMTreeWalk.statements(body.statements) { s in
                    // Kotlin's `background = ContextCompat.getDrawable(…)`, `backgroundTintList = …` on itself.
                    guard case .assignment(let target, "=", let value) = s.kind, let property = ownName(target),
                        !elsewhere.contains(s.line)
                    else { return }
                    if property == "background" { add(value, key: .background, line: s.line) }
                    if backgroundTints.contains(property) { result.append(tinted(at: s.line, scope: scope, type.name)) }
                } expression: { e in
                    guard case .call(let callee, let arguments) = e.kind, let (name, receiver) = callee.calledName,
                        !elsewhere.contains(e.line)
                    else { return }
                    // `background.mutate().setTint(…)`: the drawable set above is recolored by a tint not read.
                    if tintCalls.contains(name), let receiver, drawsOwnBackground(receiver) {
                        result.append(tinted(at: e.line, scope: scope, type.name))
                        return
                    }
                    guard receiver == nil || receiver?.dottedPath == "this" else { return }
                    if let key = calls[name], arguments.count == 1 {
                        add(arguments[0].value, key: key, line: e.line)
                        return
                    }
                    if backgroundTints.contains(name) {
                        result.append(tinted(at: e.line, scope: scope, type.name))
                        return
                    }
                    // A helper of the class's own (`applyTheme()`), entered once.
                    for function in functions
                    where function.name == name && function.accepts(argumentCount: arguments.count) {
                        if visited.insert("\(function.name):\(function.line)").inserted {
                            next.append((function.body ?? [], function))
                        }
                    }
                }
            }
            bodies = next
        }
        return result
    }

    static let maxDepth = 8

    /// Scope functions whose lambda runs with their receiver (`with`: its first argument) as `this`.
    static let receiverScopes: Set<String> = ["apply", "run", "with"]

    /// The lines of the lambdas in `statements` that a scope function runs with another object than the class's own
    /// view as `this` (`header.apply { … }`, `with(header) { … }`; not a bare `apply { … }` or `this.run { … }`).
    static func otherReceiverLines(_ statements: [JVMStatement]) -> Set<Int> {
        var lines = Set<Int>()
        JVMTreeWalk.statements(statements) { _ in
        } expression: { e in
            guard case .call(let callee, let arguments) = e.kind, let (name, receiver) = callee.calledName,
                receiverScopes.contains(name), case .lambda(_, let body)? = arguments.last?.value.kind
            else { return }
            let subject = name == "with" ? (arguments.count == 2 ? arguments.first?.value : nil) : receiver
            guard let subject else { return }
            if let path = subject.dottedPath, path == "this" || path.hasPrefix("this@") { return }
            lines.formUnion(JVMTreeWalk.allLines(body))
        }
        return lines
    }

    /// The property an assignment sets on the view itself: `background` for `background = …` and `this.background = …`.
    static func ownName(_ target: JVMExpression) -> String? {
        switch target.kind {
        case .name(let name): name
        case .member(let base, let name, _) where base.dottedPath == "this": name
        default: nil
        }
    }

    /// `background`, `this.background`, `getBackground()`, each optionally `.mutate()`d: the view's own background
    /// drawable.
    static func drawsOwnBackground(_ e: JVMExpression) -> Bool {
        switch e.kind {
        case .call(let callee, let arguments) where arguments.isEmpty:
            guard let (name, receiver) = callee.calledName else { return false }
            if name == "mutate", let receiver { return drawsOwnBackground(receiver) }
            return name == "getBackground" && (receiver == nil || receiver?.dottedPath == "this")
        default:
            return ownName(e) == "background"
        }
    }

    /// A tint the class puts on its own background: the fill drawn is not the drawable's own, so it is not read.
    static func tinted(at line: Int, scope: JVMResourceEvaluator.Scope, _ type: String) -> AndroidCodeColor {
        let location = SourceLocation(path: scope.file.path, line: line)
        return AndroidCodeColor(
            key: .background, viewID: "class:\(type)", raw: nil,
            written: "a tint its class \(type) puts on its background", location: location)
    }

    /// The color `value` gives, as a layout writes it, or unread with what was written.
    static func read(
        _ value: JVMExpression, key: AndroidCodeColor.Key, scope: JVMResourceEvaluator.Scope, index: JVMSymbolIndex,
        type: String
    ) -> AndroidCodeColor {
        let location = SourceLocation(path: scope.file.path, line: value.line)
        let raw = raw(value, scope: scope, index: index)
        let call = key == .text ? "setTextColor" : "a background"
        let written = raw ?? "a value its class \(type) computes (\(call) at \(location.fileAndLine))"
        return AndroidCodeColor(key: key, viewID: "class:\(type)", raw: raw, written: written, location: location)
    }

    /// One color per theme, or nil.
    static func raw(_ value: JVMExpression, scope: JVMResourceEvaluator.Scope, index: JVMSymbolIndex) -> String? {
        if let surface = AndroidSurfaceColors.raw(value) { return surface }
        if let path = value.dottedPath, let constant = AndroidCodeColor.raw(path), constant.hasPrefix("#") {
            return constant
        }
        // `setBackgroundResource(R.drawable.x)`, `(R.color.x)`: the resource itself.
        if value.resourceReference != nil {
            return one(value, kind: "drawable", scope: scope, index: index).map { "@drawable/" + $0 }
                ?? one(value, kind: "color", scope: scope, index: index).map { "@color/" + $0 }
        }
        guard case .call(let callee, let arguments) = value.kind, let (name, receiver) = callee.calledName else {
            return nil
        }
        // `ContextCompat.getDrawable(ctx, R.drawable.x)`, `AppCompatResources.getDrawable(ctx, R.drawable.x)`,
        // `context.getDrawable(R.drawable.x)`, `ResourcesCompat.getDrawable(res, R.drawable.x, theme)`.
        if name == "getDrawable", let drawable = arguments.count == 3 ? arguments[1].value : arguments.last?.value {
            return one(drawable, kind: "drawable", scope: scope, index: index).map { "@drawable/" + $0 }
        }
        // `ColorDrawable(color)`: that color.
        if name == "ColorDrawable", arguments.count == 1 {
            return raw(arguments[0].value, scope: scope, index: index)
        }
        if name == "parseColor", arguments.count == 1, case .literal(let text, .string) = arguments[0].value.kind {
            return text.trimmingCharacters(in: CharacterSet(charactersIn: "\""))
        }
        guard name == "getColor", let last = arguments.last?.value ?? nil as JVMExpression? else { return nil }
        // `MaterialColors.getColor(view, R.attr.x[, fallback])`: the theme attribute.
        if receiver?.dottedPath?.hasSuffix("MaterialColors") == true, arguments.count >= 2 {
            return one(arguments[1].value, kind: "attr", scope: scope, index: index).map { "?attr/" + $0 }
        }
        // `ContextCompat.getColor(ctx, R.color.x)`, `context.getColor(R.color.x)`, `ResourcesCompat.getColor(res,
        // R.color.x, theme)`: the color resource argument.
        let candidates = arguments.count == 3 ? [arguments[1].value] : [last]
        return candidates.lazy.compactMap { one($0, kind: "color", scope: scope, index: index) }.first.map {
            "@color/" + $0
        }
    }

    /// The one resource of `kind` the expression names on every path, or nil.
    static func one(_ e: JVMExpression, kind: String, scope: JVMResourceEvaluator.Scope, index: JVMSymbolIndex)
        -> String?
    {
        let result = JVMResourceEvaluator(index: index, kind: kind).evaluate(e, in: scope)
        guard result.unknowns.isEmpty, result.values.count == 1, let value = result.values.first, !value.platform else {
            return nil
        }
        return value.name
    }
}
