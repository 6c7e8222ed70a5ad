import LegibleCore
import LegibleSwiftSyntax

extension SwiftEvaluator {
    /// Calls: color initializers, `.withAlphaComponent`/`.opacity`, numeric conversions, `#available`, and user
    /// functions and initializers followed through their bodies (wrappers such as `dynamic(light:dark:)`).
    func evaluateCall(
        _ callee: SwiftExpression, _ args: [SwiftArgument], _ trailing: SwiftClosure?, _ t: SwiftToken,
        _ ctx: SwiftEvaluationContext
    ) throws(SwiftEvaluationFailure) -> SwiftValue {
        let source = units[ctx.unit].location(callee.token)
        if case .member(let base, let m, let mt) = callee {
            switch m {
            case "withAlphaComponent", "opacity", "withAlpha":
                let c = try color(base, ctx)
                guard let first = args.first else { throw fail("'\(m)' without a value", mt) }
                let a = try number(first.value, ctx)
                guard let out = c.withAlpha(a, replacing: m != "opacity", at: source) else {
                    throw fail("'\(m)' on a color whose value is not known (unresolved system or catalog color)", mt)
                }
                return .color(out)
            case "bestMatch":
                // NSAppearance.bestMatch(from:): the first listed appearance name of the drawn base, else nil.
                guard let a = ctx.appearance else {
                    throw fail("'bestMatch' depends on the appearance", mt, needsAppearance: true)
                }
                guard case .array(let names, _)? = args.first?.value else {
                    throw fail("'bestMatch' without a literal list", mt)
                }
                for case .implicitMember(let n, _) in names where n.lowercased().contains("dark") == a.isDark {
                    return .symbol(n)
                }
                return .symbol("nil")
            default: break
            }
        }
        // An immediately run closure: `static let x: UIColor = { … }()`.
        if case .closure(let closure) = callee, args.isEmpty {
            guard let value = try run(closure.body, ctx) else {
                throw fail("the closure returns no value", closure.open)
            }
            return value
        }
        let path = callee.dottedPath ?? ""
        switch path {
        case "#available", "#unavailable":
            guard let a = ctx.appearance else {
                throw fail("'\(path)' decides between the current and the legacy color", t, needsAppearance: true)
            }
            return .bool((a != .legacy) == (path == "#available"))
        case "CGFloat", "Double", "Float", "Int", "UInt8", "Int32", "UInt32", "UInt64", "Int64":
            guard args.count == 1 else { throw fail("'\(path)(…)' conversion of several values", t) }
            return .number(try number(args[0].value, ctx))
        case "#colorLiteral":
            return try colorInitializer("UIColor", args, trailing, t, ctx)
        case "AnyShapeStyle" where args.count == 1 && args[0].label == nil:
            // SwiftUI's type-erased style: the style it wraps (`AnyShapeStyle(.secondary)`).
            var wrapped = ctx
            wrapped.colorType = ctx.colorType ?? "Color"
            return try evaluate(args[0].value, wrapped)
        default: break
        }
        if let name = Self.rSwiftColor(callee) {
            return .color(SwiftColor(variants: [:], catalogName: .rSwift(name)))
        }
        if Self.isSwiftGenColorName(callee, args) {
            switch SwiftColorInitializers.hex(args[0].value, label: "rgba") {
            case .success(let c): return .color(.plain(c, at: source))
            case .failure(let problem): throw fail(problem.message, args[0].value.token)
            }
        }
        if Self.isSwiftGenColorAsset(callee, args) {
            guard case .string(let name) = try evaluate(args[0].value, ctx) else {
                throw fail("the catalog color name is not a string", args[0].value.token)
            }
            return .color(SwiftColor(variants: [:], catalogName: .name(name)))
        }
        if let type = initializedColorType(path, ctx) {
            return try colorInitializer(type, args, trailing, t, ctx)
        }
        if let function = lookupFunction(path, labels: args.map(\.label), ctx)
            ?? implicitMemberFunction(path, labels: args.map(\.label), ctx)
        {
            if let role = themeFunctions.roles[function] { return try themeFunctions.call(role, args, t, ctx) }
            return try callFunction(function, args, trailing, t, ctx)
        }
        if let type = constructedType(path, ctx) { return try construct(type, args, t, ctx) }
        if path == ".init", let type = ctx.valueType { return try construct(type, args, t, ctx) }
        if let v = try enumCaseMethodCall(callee, args, trailing, t, ctx) { return v }
        // `UIColor.brand()`: an Objective-C class method Swift imports as a method.
        if args.isEmpty, trailing == nil, let v = try importedColor(path, t) { return v }
        // `theme.bodyText.color()` on a value that is not known: what stops it is that value, not the method.
        if case .member(let base, let m, _) = callee, let written = base.dottedPath, written.first?.isLowercase == true
        {
            do { _ = try evaluate(base, ctx) } catch  where !error.needsAppearance {
                // `theme.colorForType(.text)`, a lookup in a table the app fills at run time: that is the cause.
                if let table = runTimeTableLookup(m, labels: args.map(\.label)) {
                    throw fail("'\(written).\(m)(…)': \(table)", t)
                }
                let prefix = "'\(written)': "
                let why =
                    error.message.hasPrefix(prefix) ? String(error.message.dropFirst(prefix.count)) : error.message
                throw fail("'\(written).\(m)(…)': \(why)", t)
            }
        }
        throw fail(
            "unknown function '\(path.isEmpty ? "(computed)" : path)(\(args.map { ($0.label ?? "_") + ":" }.joined()))'"
                + undeclaredNote(for: path, unit: ctx.unit),
            t)
    }

    /// The color type a call creates: `UIColor(…)`, `SwiftUI.Color(…)`, `.init(…)`/`self.init(…)` in a color
    /// context.
    func initializedColorType(_ path: String, _ ctx: SwiftEvaluationContext) -> String? {
        if let type = Self.colorType(path) { return type }
        // `Self(red:green:blue:opacity:)` in an extension of a color type: the extended type.
        if path == "Self" { return ctx.scope.last.flatMap { Self.colorType($0) } }
        if path.hasSuffix(".init") {
            let base = String(path.dropLast(5))
            if let type = Self.colorType(base) { return type }
            if base == "" || base == "self" || base == "Self" {
                return ctx.colorType ?? ctx.scope.last.flatMap { Self.colorType($0) }
            }
        }
        return nil
    }

    func colorInitializer(
        _ type: String, _ args: [SwiftArgument], _ trailing: SwiftClosure?, _ t: SwiftToken,
        _ ctx: SwiftEvaluationContext
    ) throws(SwiftEvaluationFailure) -> SwiftValue {
        let source = units[ctx.unit].location(t)
        let labels = args.map(\.label)
        func arg(_ label: String?) -> SwiftExpression? { args.first { $0.label == label }?.value }
        var inner = ctx
        inner.colorType = type

        // Dynamic providers: `UIColor { traits in … }`, `UIColor(dynamicProvider:)`, `NSColor(name:dynamicProvider:)`.
        if let closure = trailing
            ?? { if case .closure(let c)? = arg("dynamicProvider") { return c } else { return nil } }()
        {
            return try runClosure(closure, inner)
        }
        // Asset-catalog colors: `UIColor(named: "Brand")`, `Color("Brand")`, `UIColor(resource: .brand)`, `Color(.brand)`.
        if let named = arg("named")
            ?? (labels == [nil] || labels.first == nil && labels.dropFirst().allSatisfy { $0 == "bundle" }
                ? stringArgument(args) : nil)
        {
            if let name = colorNameConstant(named) {
                return .color(SwiftColor(variants: [:], catalogName: .name(name)))
            }
            // SwiftGen's `colors` template: `UIColor(named: .articleBody)` takes `ColorName.articleBody`.
            if case .implicitMember(let n, let nt) = named, let id = lookupDeclaration(["ColorName", n], ctx) {
                return try reference(id, nt)
            }
            guard case .string(let name) = try evaluate(named, ctx) else {
                throw fail("the catalog color name is not a string", named.token)
            }
            return .color(SwiftColor(variants: [:], catalogName: .name(name)))
        }
        // SwiftGen: `ColorAsset(name: "Colors/Brand")` in its generated file, `UIColor(asset:)`/`Color(asset)`.
        if let asset = arg("asset") { return try evaluate(asset, ctx) }
        if let symbol = arg("resource").flatMap(Self.generatedSymbol) {
            return .color(SwiftColor(variants: [:], catalogName: .generatedSymbol(symbol)))
        }
        if let resource = arg("resource"), let name = Self.rSwiftResource(resource) {
            return .color(SwiftColor(variants: [:], catalogName: .rSwift(name)))
        }
        // Hex helpers by label (built-in or from legible.json).
        if let (label, written) = hexArgument(type, args) {
            // `self.init(hexString: studioColor.rawValue)`: a string the arguments give, as if written in place.
            var value = written
            switch written {
            case .string, .number: break
            default:
                do {
                    if case .string(let s) = try evaluate(written, ctx) {
                        value = .string(s, interpolated: false, written.token)
                    }
                } catch  where error.needsAppearance {
                    throw error
                } catch {
                    // Not known: the literal check below says so.
                }
            }
            switch SwiftColorInitializers.hex(value, label: label) {
            case .success(var c):
                if let a = arg("alpha") ?? arg("opacity") {
                    c = Color(space: c.space, components: c.components, alpha: c.alpha * (try number(a, ctx)))
                }
                return .color(.plain(c, at: source))
            case .failure(let problem):
                throw fail(problem.message, value.token)
            }
        }
        // SwiftUI `Color(light:dark:)`-style helpers: the argument for the appearance drawn.
        if labels.contains("light") && labels.contains("dark")
            && lookupFunction(type + ".init", labels: labels, ctx) == nil
        {
            guard let a = ctx.appearance else { throw fail("a light/dark color", t, needsAppearance: true) }
            let key =
                a.isHighContrast && arg(a.isDark ? "darkHighContrast" : "lightHighContrast") != nil
                ? (a.isDark ? "darkHighContrast" : "lightHighContrast") : (a.isDark ? "dark" : "light")
            return try evaluate(arg(key)!, inner)
        }
        // An app initializer over its own types: `Color(.text, .interactive)` with `init(_ context: ColorContext, _
        // style: ColorStyle = .normal)`, evaluated from its body for these arguments. Only a case passed as the first
        // argument picks it, when its type declares that case (`Color(.label)` stays UIKit's label), so
        // `self.init(context.color(style: style))` inside it wraps a color.
        if case .implicitMember(let member, _)? = args.first?.value,
            let function = lookupFunction(type + ".init", labels: labels, ctx),
            let first = declaration(function).parameters.first, Self.colorType(first.type) == nil,
            lookupDeclaration(first.type.split(separator: ".").map(String.init) + [member], ctx) != nil
        {
            return try callFunction(function, args, trailing, t, ctx)
        }
        // Wrapping another color: `Color(uiColor:)`, `Color(nsColor:)`, `UIColor(cgColor:)`, `Color(UIColor.red)`, `Color(.label)`.
        for label in ["uiColor", "nsColor", "cgColor", "color", "ciColor"] as [String?] + [nil]
        where args.count == 1 && labels == [label] {
            var wrapped = inner
            wrapped.colorType = label == "nsColor" ? "NSColor" : "UIColor"
            let value = args[0].value
            if label == nil, case .implicitMember(let member, _) = value,
                let owner = wrappedMemberType(of: type, member: member, ctx)
            {
                wrapped.colorType = owner
            }
            do {
                let v = try evaluate(value, wrapped)
                // `UIColor(0x1B1E21)` is no wrapped color but a number for the app's own `init(_ rgb: UInt32)`.
                if case .number = v, label == nil, lookupFunction(type + ".init", labels: labels, ctx) != nil { break }
                return v
            } catch  where !error.needsAppearance {
                // `Color(.brand)` / `UIColor(resource:)`: an Xcode-generated asset symbol when not a known color.
                if label == nil, let symbol = Self.generatedSymbol(value) {
                    return .color(SwiftColor(variants: [:], catalogName: .generatedSymbol(symbol)))
                }
                throw error
            }
        }
        // Component initializers.
        var space: String?
        if case .implicitMember(let s, _)? = args.first?.value, args.first?.label == nil { space = s }
        if let space, !["sRGB", "displayP3", "sRGBLinear"].contains(space) {
            throw fail("color space '.\(space)' is not read (sRGB, displayP3, sRGBLinear are)", t)
        }
        let color = try SwiftColorInitializers.components(type: type, labels: labels, space: space, source: source) {
            (label) throws(SwiftEvaluationFailure) -> Double? in
            guard let e = arg(label) else { return nil }
            return try number(e, ctx)
        }
        if let color { return .color(.plain(color, at: source)) }
        // A user initializer on the color type (`extension UIColor { convenience init(brand:) }`).
        if let function = lookupFunction(type + ".init", labels: labels, ctx) {
            return try callFunction(function, args, trailing, t, ctx)
        }
        throw fail("initializer \(type)(\(labels.map { ($0 ?? "_") + ":" }.joined())) is not one Legible reads", t)
    }

    func stringArgument(_ args: [SwiftArgument]) -> SwiftExpression? {
        if case .string? = args.first?.value { return args.first?.value }
        return nil
    }

    /// The hex argument of a call, by label: built-in `hex:`-style labels, or a `legible.json` shape for this type.
    func hexArgument(_ type: String, _ args: [SwiftArgument]) -> (String?, SwiftExpression)? {
        for a in args {
            if let label = a.label, SwiftColorInitializers.hexLabels.contains(label) { return (label, a.value) }
        }
        for shape in hexShapes where (Self.colorType(shape.type) ?? shape.type) == type {
            if let a = args.first(where: { $0.label == shape.label }) { return (shape.label, a.value) }
        }
        return nil
    }

    // MARK: User functions and closures

    /// A user function or initializer a call names, matching the argument labels.
    func lookupFunction(_ path: String, labels: [String?], _ ctx: SwiftEvaluationContext) -> SwiftDeclarationID? {
        var parts = path.split(separator: ".").map(String.init)
        guard let last = parts.last else { return nil }
        if parts.first == "self" || parts.first == "Self" { parts = ctx.scope + parts.dropFirst() }
        let isInit = last == "init"
        let typePath = Array(parts.dropLast())
        let owner = typePath
        let scanned =
            isInit ? (owner.last.map { initializersByType[$0] ?? [] } ?? initializers) : functionsByName[last] ?? []
        let candidates = scanned.filter { id in
            let d = declaration(id)
            guard d.parameters.map(\.label) == labels || parametersAccept(d.parameters, labels) else { return false }
            return owner.isEmpty
                ? (d.scope.isEmpty || ctx.scope.starts(with: d.scope))
                : d.scope.suffix(owner.count).elementsEqual(owner) || d.scope == owner
        }
        return candidates.first { $0.unit == ctx.unit } ?? candidates.first
    }

    /// `.textSecondary(for: theme)`: a static function of the context's color type (of any color type without one).
    func implicitMemberFunction(_ path: String, labels: [String?], _ ctx: SwiftEvaluationContext) -> SwiftDeclarationID?
    {
        guard path.hasPrefix("."), path.dropFirst().allSatisfy({ $0 != "." }) else { return nil }
        // `.glass(scheme)` returned from a function declared `-> ThemePalette`: its static function.
        if ctx.colorType == nil, let type = ctx.valueType,
            let id = lookupFunction(type.joined(separator: ".") + path, labels: labels, ctx), declaration(id).isStatic
        {
            return id
        }
        guard byLastName[String(path.dropFirst())] != nil else { return nil }
        for type in ctx.colorType.map({ [$0] }) ?? ["UIColor", "Color", "NSColor"] {
            if let id = lookupFunction(type + path, labels: labels, ctx) { return id }
        }
        return nil
    }

    /// Labels given are the parameters' labels in order, allowing trailing parameters with defaults to be left out.
    func parametersAccept(_ parameters: [SwiftParameter], _ labels: [String?]) -> Bool {
        labels.count < parameters.count && parameters.prefix(labels.count).map(\.label) == labels
    }

    /// Runs a user function with its parameters bound to the evaluated arguments; `receiver` is its `self` (an
    /// enum case a method is called on).
    func callFunction(
        _ id: SwiftDeclarationID, _ args: [SwiftArgument], _ trailing: SwiftClosure?, _ t: SwiftToken,
        _ ctx: SwiftEvaluationContext, receiver: SwiftValue? = nil
    ) throws(SwiftEvaluationFailure) -> SwiftValue {
        let d = declaration(id)
        if followedFunctions[id] == nil { followedFunctions[id] = currentColorName }
        guard ctx.depth < Self.maximumDepth / 2 else { throw fail("calls nested too deeply", t) }
        var inner = SwiftEvaluationContext(
            unit: id.unit, scope: d.scope, appearance: ctx.appearance,
            colorType: Self.colorType(d.type) ?? d.scope.first.flatMap { Self.colorType($0) }, depth: ctx.depth + 4)
        if let receiver { inner.env["self"] = receiver }
        if inner.colorType == nil { inner.valueType = declaredValueType(d, inner) }
        try bind(d.parameters, to: args, from: ctx, into: &inner)
        guard let body = d.body, let value = try run(body, inner) else {
            throw fail("'\(d.qualifiedName)' returns no value Legible can follow", t)
        }
        return value
    }

    /// Binds a function's or initializer's parameters to the evaluated arguments of a call, each in the parameter's
    /// color context. A parameter that is unused (or used only in branches not taken) need not be known.
    ///
    /// A parameter left out takes its default value (evaluated where the function is declared), and an implicit
    /// member passed for a parameter of another type than a color (`.text` for `_ context: ColorContext`) is that
    /// type's member: its static value, or the case itself (what a `switch context` compares).
    func bind(
        _ parameters: [SwiftParameter], to args: [SwiftArgument], from ctx: SwiftEvaluationContext,
        into inner: inout SwiftEvaluationContext
    ) throws(SwiftEvaluationFailure) {
        for (k, parameter) in parameters.enumerated() {
            let given = k < args.count
            guard let expression = given ? args[k].value : parameter.defaultValue else { continue }
            var argCtx = given ? ctx : inner
            argCtx.colorType = Self.colorType(parameter.type) ?? (given ? ctx.colorType : nil)
            do {
                inner.env[parameter.name] = try argument(expression, of: parameter, argCtx)
            } catch  where error.needsAppearance {
                throw error
            } catch {
                inner.unknownArguments[parameter.name] = error.message
            }
        }
    }

    /// An argument's value for a parameter: `.text` for `_ context: ColorContext` is `ColorContext.text` (a static
    /// value) or the case `.text`.
    func argument(_ e: SwiftExpression, of parameter: SwiftParameter, _ ctx: SwiftEvaluationContext)
        throws(SwiftEvaluationFailure) -> SwiftValue
    {
        var type = parameter.type
        while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
        type = String(type.prefix { $0 != "<" }) // `SchemeToken<Value>`: its members are `SchemeToken`'s
        if let value = try implicitInitializer(e, ofWrittenType: type, ctx) { return value }
        guard case .implicitMember(let n, let t) = e, Self.colorType(type) == nil, type.first?.isUppercase == true
        else { return try evaluate(e, ctx) }
        let path = type.split(separator: ".").map(String.init) + [n]
        if let id = lookupDeclaration(path, ctx), declaration(id).kind != .enumCase { return try reference(id, t) }
        return .symbol(n)
    }

    /// A dynamic provider or other closure: its body with the parameters as trait collections.
    func runClosure(_ closure: SwiftClosure, _ ctx: SwiftEvaluationContext) throws(SwiftEvaluationFailure) -> SwiftValue
    {
        var inner = ctx
        for p in closure.parameters { inner.env[p] = .symbol("traits") }
        guard let value = try run(closure.body, inner) else { throw fail("the closure returns no value", closure.open) }
        return value
    }

    // MARK: Statements

    /// Runs statements; returns the value of the first `return` reached (or of a last expression), nil when none.
    func run(_ written: [SwiftStatement], _ ctx: SwiftEvaluationContext) throws(SwiftEvaluationFailure)
        -> SwiftValue?
    {
        let statements = try compiledStatements(written, ctx)
        var ctx = ctx
        for (i, s) in statements.enumerated() {
            switch s {
            case .return(let e?, _):
                return try evaluate(e, ctx)
            case .return(nil, let t):
                throw fail("returns nothing", t)
            case .binding(let name, let type, let value?, _):
                var c = ctx
                c.colorType = Self.colorType(type) ?? ctx.colorType
                ctx.unknownArguments[name] = nil
                do {
                    if let typed = try typedLocalValue(value, declared: type, c) {
                        ctx.env[name] = typed
                    } else {
                        ctx.env[name] = try evaluate(value, c)
                    }
                } catch  where error.needsAppearance { throw error } catch { ctx.env[name] = nil }
            case .assignment(let target, let value, _):
                _ = try assignToLocal(target, value, &ctx)
            case .if(let conditions, let then, let elseBody, _)
            where conditions.count == 1 && !Self.isBinding(conditions[0]):
                // One Boolean test: one decided at run time runs the outcome assumed for it.
                if try choice(conditions[0], ctx) {
                    if let v = try run(then, ctx) { return v }
                } else if let elseBody, let v = try run(elseBody, ctx) {
                    return v
                }
            case .if(let conditions, let then, let elseBody, _):
                if let bound = try holdingConditions(conditions, ctx) {
                    if let v = try run(then, bound) { return v }
                } else if let elseBody, let v = try run(elseBody, ctx) {
                    return v
                }
            case .guard(let conditions, let elseBody, let t):
                guard let bound = try holdingConditions(conditions, ctx) else {
                    if let v = try run(elseBody, ctx) { return v }
                    throw fail("guard fails without returning a color", t)
                }
                ctx = bound
            case .switch(let subject, let cases, let t):
                let v: SwiftValue
                do {
                    v = try evaluate(subject, ctx)
                } catch  where !error.needsAppearance {
                    // A subject decided at run time: the case assumed for it.
                    guard let k = assumedCase(of: subject, cases, t, ctx) else { throw error }
                    if let r = try run(cases[k].body, ctx) { return r }
                    continue
                }
                var matched = false
                for c in cases {
                    var hit = c.isDefault
                    for p in c.patterns where !hit { hit = try comparand(p, ctx) == v }
                    if hit {
                        matched = true
                        if let r = try run(c.body, ctx) { return r }
                        break
                    }
                }
                if !matched { throw fail("no case of the switch matches \(v)", t) }
            case .expression(let e):
                if i == statements.count - 1 { return try evaluate(e, ctx) }
                forgetInOutArguments(of: e, &ctx)
                if case .call(let callee, _, _, _) = e, callee.dottedPath?.hasSuffix("init") == true {
                    return try evaluate(e, ctx)
                }
            default:
                continue
            }
        }
        return nil
    }

    /// A call that takes a local in-out (`UIColor.link.getHue(&hue, saturation: &s, …)`) may change it: from there
    /// the local is not known (its declared initial value is no longer its value; Swift, "In-Out Parameters").
    func forgetInOutArguments(of e: SwiftExpression, _ ctx: inout SwiftEvaluationContext) {
        guard case .call(_, let args, _, _) = e else { return }
        let tokens = units[ctx.unit].tokens
        for arg in args {
            guard case .unknown(let t) = arg.value, t.kind == .operator, t.text == "&", let k = tokens.position(of: t),
                k + 1 < tokens.count, tokens[k + 1].kind == .identifier
            else { continue }
            let name = tokens[k + 1].text
            ctx.env[name] = nil
            ctx.unknownArguments[name] = "passed in-out (&\(name), line \(t.line)) to a call that may change it"
        }
    }

    /// Whether a condition is an optional binding or pattern (`let x = …`, `case .a = …`), not a Boolean test.
    static func isBinding(_ condition: SwiftExpression) -> Bool {
        if case .unknown(let t) = condition, ["let", "var", "case"].contains(t.text) { return true }
        return false
    }

    /// The context the code under `conditions` runs in when they all hold, nil when one does not. An optional
    /// binding (`if let dark`, `guard let c = value`) holds when its value is known statically and is not `nil`, and
    /// binds the name to it (Swift: optional binding, The Swift Programming Language, "Optionals").
    func holdingConditions(_ conditions: [SwiftExpression], _ ctx: SwiftEvaluationContext)
        throws(SwiftEvaluationFailure) -> SwiftEvaluationContext?
    {
        var ctx = ctx
        for c in conditions {
            if case .unknown(let t) = c, ["let", "var"].contains(t.text),
                let (name, value) = units[ctx.unit].tokens.binding(at: t)
            {
                let bound: SwiftValue
                do { bound = try evaluate(value, ctx) } catch  where !error.needsAppearance {
                    throw fail("'if/guard \(t.text) \(name)': \(error.message)", t)
                }
                if case .symbol("nil") = bound { return nil }
                ctx.env[name] = bound
                ctx.unknownArguments[name] = nil
                continue
            }
            if case .unknown(let t) = c, ["let", "var", "case"].contains(t.text) {
                throw fail("'if/guard \(t.text)' depends on values known only at run time", t)
            }
            guard case .bool(let b) = try evaluate(c, ctx) else {
                throw fail("the condition is not a Boolean known statically", c.token)
            }
            if !b { return nil }
        }
        return ctx
    }
}

extension SwiftEvaluator {
    /// A color name constant, in any file read: `NSColor(named: .brand)` with `extension NSColor.Name { static let brand
    /// = NSColor.Name("Brand") }` (or `static let brand: NSColor.Name = "Brand"`; `UIColor.Name` likewise) → `Brand`.
    func colorNameConstant(_ expression: SwiftExpression) -> String? {
        let member: String
        switch expression {
        case .implicitMember(let m, _): member = m
        case .member(let base, let m, _) where base.dottedPath?.hasSuffix("Name") == true: member = m
        default: return nil
        }
        for id in byLastName[member] ?? [] {
            let d = declaration(id)
            guard d.isStatic, d.scope.last == "Name", d.scope.count >= 2,
                ["NSColor", "UIColor"].contains(d.scope[d.scope.count - 2]), let value = d.value
            else { continue }
            switch value {
            case .string(let name, false, _): return name
            case .call(_, let arguments, _, _):
                if arguments.count == 1, case .string(let name, false, _) = arguments[0].value { return name }
            default: break
            }
        }
        return nil
    }
}

extension SwiftEvaluator {
    /// R.swift's color accessors as called: `R.color.brandPrimary()` (also with `compatibleWith:`) and
    /// `R.color.brandPrimary.callAsFunction()` → `brandPrimary`; nil for other callees.
    static func rSwiftColor(_ callee: SwiftExpression) -> String? {
        guard let path = callee.dottedPath?.split(separator: ".").map(String.init) else { return nil }
        let resource = path.last == "callAsFunction" ? Array(path.dropLast()) : path
        return resource.count == 3 && resource[0] == "R" && resource[1] == "color" ? resource[2] : nil
    }

    /// Xcode's generated asset symbol as a resource: `.brand`, `ColorResource.brand` → `brand`.
    static func generatedSymbol(_ e: SwiftExpression) -> String? {
        switch e {
        case .implicitMember(let symbol, _), .member(.name("ColorResource", _), let symbol, _): symbol
        default: nil
        }
    }

    /// SwiftGen's `colors` template: `ColorName(rgbaValue: 0x339666ff)`, the color as RRGGBBAA.
    static func isSwiftGenColorName(_ callee: SwiftExpression, _ args: [SwiftArgument]) -> Bool {
        callee.dottedPath?.split(separator: ".").last == "ColorName" && args.count == 1 && args[0].label == "rgbaValue"
    }

    /// SwiftGen's `xcassets` template: `ColorAsset(name: "Colors/Label/primary")`, a catalog color by its path.
    static func isSwiftGenColorAsset(_ callee: SwiftExpression, _ args: [SwiftArgument]) -> Bool {
        callee.dottedPath == "ColorAsset" && args.count == 1 && args[0].label == "name"
    }

    /// `R.color.brandPrimary` passed as a resource (`UIColor(resource: R.color.brandPrimary)`) → `brandPrimary`.
    static func rSwiftResource(_ e: SwiftExpression) -> String? {
        guard let path = e.dottedPath?.split(separator: ".").map(String.init), path.count == 3, path[0] == "R",
            path[1] == "color"
        else { return nil }
        return path[2]
    }
}

extension SwiftEvaluator {
    /// The type whose static member an implicit member passed to an unlabeled color initializer names, when the app
    /// declares it there: nil leaves the default (UIKit's colors, then Xcode's generated symbols).
    ///
    /// Swift picks among the unlabeled overloads by the argument's type and looks an implicit member up on the
    /// parameter's type (The Swift Programming Language, "Implicit Member Expression"): SwiftUI's
    /// `Color(_ color: NSColor)` (macOS 12+), `Color(_ color: UIColor)` (iOS 15+) and `Color(_ resource:
    /// ColorResource)` (Xcode 15's generated asset symbols), and UIKit's `UIColor(_ color: Color)` / AppKit's
    /// `NSColor(_ color: Color)` (Apple's SwiftUI documentation). So `Color(.primaryText)` with `extension NSColor {
    /// static let primaryText = … }` is that NSColor, not a catalog color named so; `UIColor(.brandTint)` with
    /// `extension Color { static let brandTint = … }` is that Color. A member declared on both `NSColor` and
    /// `UIColor` is the one the use's platforms build (`NSColor` on macOS, `UIColor` elsewhere); it must come down to
    /// exactly one.
    func wrappedMemberType(of type: String, member: String, _ ctx: SwiftEvaluationContext) -> String? {
        var candidates: [String]
        switch type {
        case "Color":
            candidates = ["UIColor", "NSColor"].filter { byQualifiedName[$0 + "." + member] != nil }
            // Declared on both: the one the use's platforms build (a file with one of them alone builds for its).
            if candidates.count > 1, let platforms, !platforms.isEmpty {
                candidates = candidates.filter { owner in
                    platforms.contains { ($0 == .macOS) == (owner == "NSColor") }
                }
            }
        case "UIColor", "NSColor":
            candidates = ["Color"]
        default:
            return nil
        }
        let declared = candidates.filter { byQualifiedName[$0 + "." + member] != nil }
        return declared.count == 1 ? declared[0] : nil
    }
}
