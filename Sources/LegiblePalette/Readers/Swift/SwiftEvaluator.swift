import LegibleCore
import LegibleSwiftSyntax

/// Evaluates constant expressions of Swift code across the files read: numbers (`158.0 / 255.0`,
/// `CGFloat(158) / 255`, `0x9E`, unary minus, parentheses, `Double(x)`/`CGFloat(x)`/`Float(x)`, integer shifts and
/// masks), references to `let` constants and color members across files, color initializers
/// (`SwiftColorInitializers`), platform colors (`SwiftSystemColorNames`) and dynamic colors (trait-dependent code
/// is run once per appearance, see `acrossAppearances`). It is not a compiler: anything else throws a
/// `SwiftEvaluationFailure` naming what could not be known statically.
final class SwiftEvaluator {
    let units: [SwiftSourceUnit]
    let hexShapes: [(type: String, label: String?)]
    var byQualifiedName: [String: [SwiftDeclarationID]] = [:]
    var byLastName: [String: [SwiftDeclarationID]] = [:]
    /// Every declaration (initializers too) by the type path it is declared in, in file and declaration order: a
    /// type's members without a scan of every declaration of the run (that scan per type made reading a large app
    /// quadratic: 418 s on a 2,000-file app).
    var byScope: [[String]: [SwiftDeclarationID]] = [:]
    /// Functions by name and initializers by the last component of their type (`""` at file scope), in file and
    /// declaration order: the candidates of a call, without a scan of every declaration per call.
    var functionsByName: [String: [SwiftDeclarationID]] = [:]
    var initializersByType: [String: [SwiftDeclarationID]] = [:]
    var initializers: [SwiftDeclarationID] = []
    var cache: [SwiftDeclarationID: Result<SwiftValue, SwiftEvaluationFailure>] = [:]
    var inProgress: Set<SwiftDeclarationID> = []
    /// User functions followed while evaluating (wrappers), with the first color that did: their initializers
    /// are accounted for by that color.
    var followedFunctions: [SwiftDeclarationID: String] = [:]
    /// The color being read, for `followedFunctions`.
    var currentColorName = ""
    static let maximumDepth = 48
    /// Properties holding a type followed by the path being resolved (`SwiftEvaluator+MetatypeNamespaces`): a bound
    /// on properties that hold each other's types.
    var metatypeHops = 0
    /// Roles computed from a theme value (`backgroundContent(for theme: Theme)`), found on first use.
    lazy var themeFunctions = SwiftThemeFunctions(evaluator: self)
    /// Theme sets declared as a protocol with conforming types, found on first use.
    lazy var protocolThemes = SwiftProtocolThemes(evaluator: self)
    /// Uses of struct and enum themes through a value of their type, read on first use.
    lazy var declaredThemeUses = SwiftDeclaredThemeUses(evaluator: self)
    /// Themes that are declared instances of an app type handed out by a selector, found on first use.
    lazy var instanceThemes = SwiftInstanceThemes(evaluator: self)
    /// App environment values that choose a theme (`@Environment(\.appTheme)`), found on first use.
    lazy var environmentThemes = SwiftEnvironmentThemes(evaluator: self)
    /// The case of each environment theme being run (`acrossEnvironmentThemes`); declarations evaluated meanwhile are
    /// not cached, their value being that theme's.
    var environmentCases: [String: String] = [:]
    /// The outcome assumed for each test decided at run time (`SwiftEvaluator+RunTimeChoices`), by where it is
    /// written; declarations evaluated meanwhile are not cached.
    var assumedChoices: [String: Int] = [:]
    /// The first test decided at run time that the last evaluation met without an assumed outcome.
    var pendingChoice: SwiftRunTimeChoice?
    /// Themes written as tables keyed by an app enum (`[ThemeValue: UIColor]`), found on first use.
    lazy var keyedThemes = SwiftKeyedThemes(evaluator: self)
    /// Structs and classes declared in the files read, by last name (values built by their initializers).
    lazy var valueTypes = SwiftEvaluator.valueTypes(units)
    /// The types of the files read and what each inherits from, for the names a bare name may reach
    /// (`SwiftEvaluator+NameScope`).
    lazy var typeInheritance = SwiftEvaluator.inheritance(units)
    var inheritanceByName: [String: [String]] { typeInheritance.byName }
    var appTypeNames: Set<String> { typeInheritance.declared }
    /// Stored `var`s and where code sets them after the view is made (none: empty), found on first use
    /// (`perInstanceSetting`).
    var instanceSettings: [SwiftDeclarationID: [SourceLocation]] = [:]
    /// Every assignment in the bodies of the files read, by the assigned name (`SwiftEvaluator+StoredVariables`),
    /// found on first use.
    lazy var assignments = SwiftEvaluator.assignments(in: units)
    /// Where each name is assigned with `=` in the tokens of the files read, found on first use: what `assignments`
    /// did not read as a statement (a loop's body) is still seen.
    lazy var assignedTokens = SwiftEvaluator.assignedTokens(in: units)
    /// Colors declared outside Swift (Objective-C class methods), by the name Swift writes (`SwiftImportedColor`).
    var importedColors: [String: SwiftImportedColor] = [:]
    /// The asset-catalog colors of the run, by the names code reaches them with: set by view readers (the catalogs
    /// are read by then), nil while the palette is read. A catalog color chosen by appearance in code resolves
    /// through it (`catalogVariants`).
    var catalogColors: CatalogColorIndex?
    /// The imported modules of each file that are not among the files read, found on first use.
    var absentModules: [Int: [String]] = [:]

    /// The platforms the use being read is built for (`SwiftEvaluator+Platforms`); nil while the palette is read.
    var platforms: Set<ApplePlatform>?
    /// The platforms of the targets that build a file (by path), nil when no project says.
    var filePlatforms: ((String) -> Set<ApplePlatform>?)?
    /// Each unit's `#if` blocks and their branch conditions, found on first use.
    var conditionBlocks: [Int: [Int: [String]]] = [:]
    /// Counts the platform choices made while evaluating: a declaration whose value needed one is not the
    /// palette's color of that name.
    var platformChoices = 0
    /// Declaration values per set of `platforms`, with whether a platform choice was made for them.
    var platformCaches:
        [Set<ApplePlatform>: [SwiftDeclarationID: (value: Result<SwiftValue, SwiftEvaluationFailure>, chose: Bool)]] =
            [:]

    /// The appearances trait-dependent code is run for, in fallback order.
    static let dynamicAppearances: [Appearance] = [.light, .dark, .lightHighContrast, .darkHighContrast, .legacy]

    init(units: [SwiftSourceUnit], options: SwiftReaderOptions) {
        self.units = units
        self.hexShapes = options.hexInitializerShapes
        for (u, unit) in units.enumerated() {
            for (i, d) in unit.declarations.enumerated() {
                let id = SwiftDeclarationID(unit: u, index: i)
                byScope[d.scope, default: []].append(id)
                if d.kind == .function { functionsByName[d.name, default: []].append(id) }
                guard d.kind != .initializer else {
                    initializersByType[d.scope.last ?? "", default: []].append(id)
                    initializers.append(id)
                    continue
                }
                byQualifiedName[d.qualifiedName, default: []].append(id)
                byLastName[d.name, default: []].append(id)
            }
        }
    }

    func declaration(_ id: SwiftDeclarationID) -> SwiftDeclaration { units[id.unit].declarations[id.index] }

    /// The declarations made directly in the type at `path` (all its extensions' too), in file and declaration order.
    func members(of path: [String]) -> [SwiftDeclarationID] { byScope[path] ?? [] }

    func fail(_ message: String, _ token: SwiftToken, needsAppearance: Bool = false) -> SwiftEvaluationFailure {
        SwiftEvaluationFailure(
            message: message, line: token.line, column: token.column, needsAppearance: needsAppearance)
    }

    /// `UIColor` for `UIColor`, `UIColor?`, `SwiftUI.Color`; nil for other types.
    static func colorType(_ type: String?) -> String? {
        guard var t = type else { return nil }
        while t.hasSuffix("?") || t.hasSuffix("!") { t.removeLast() }
        guard SwiftSystemColorNames.colorTypes.contains(t) else { return nil }
        return t.split(separator: ".").last.map(String.init)
    }

    // MARK: Declarations

    /// The value of a declaration, evaluated once (cached) and appearance-independent.
    func value(of id: SwiftDeclarationID, from token: SwiftToken) throws(SwiftEvaluationFailure) -> SwiftValue {
        if platforms != nil { return try platformValue(of: id, from: token) }
        if let cached = cache[id], environmentCases.isEmpty { return try cached.get() }
        if inProgress.contains(id) { throw fail("'\(declaration(id).qualifiedName)' refers to itself", token) }
        inProgress.insert(id)
        defer { inProgress.remove(id) }
        if !environmentCases.isEmpty || !assumedChoices.isEmpty { return try evaluateDeclaration(id) }
        let pending = pendingChoice
        pendingChoice = nil
        let result = Result { () throws(SwiftEvaluationFailure) -> SwiftValue in try evaluateDeclaration(id) }
        // A value met at a test decided at run time is not the declaration's for good: a run assuming an outcome
        // reads it again.
        if pendingChoice == nil { cache[id] = result }
        pendingChoice = pending ?? pendingChoice
        return try result.get()
    }

    /// `value(of:from:)` for the current `platforms`: the declaration repeated under `#if` must be the one they
    /// compile (`twinProblem`), and the choices made are remembered with the value.
    func platformValue(of id: SwiftDeclarationID, from token: SwiftToken) throws(SwiftEvaluationFailure) -> SwiftValue {
        let key = platforms ?? []
        if let cached = platformCaches[key]?[id], environmentCases.isEmpty {
            if cached.chose { platformChoices += 1 }
            return try cached.value.get()
        }
        if inProgress.contains(id) { throw fail("'\(declaration(id).qualifiedName)' refers to itself", token) }
        inProgress.insert(id)
        defer { inProgress.remove(id) }
        if !environmentCases.isEmpty || !assumedChoices.isEmpty { return try evaluateDeclaration(id) }
        let pending = pendingChoice
        pendingChoice = nil
        let before = platformChoices
        let result: Result<SwiftValue, SwiftEvaluationFailure>
        if let problem = twinProblem(id) {
            result = .failure(fail(problem, token))
        } else {
            result = Result { () throws(SwiftEvaluationFailure) -> SwiftValue in try evaluateDeclaration(id) }
        }
        if pendingChoice == nil { platformCaches[key, default: [:]][id] = (result, platformChoices != before) }
        pendingChoice = pending ?? pendingChoice
        return try result.get()
    }

    func evaluateDeclaration(_ id: SwiftDeclarationID) throws(SwiftEvaluationFailure) -> SwiftValue {
        let d = declaration(id)
        var ctx = SwiftEvaluationContext(
            unit: id.unit, scope: d.scope,
            colorType: Self.colorType(d.type) ?? d.scope.first.flatMap { Self.colorType($0) })
        if ctx.colorType == nil { ctx.valueType = declaredValueType(d, ctx) }
        switch d.kind {
        case .storedProperty:
            // `static var mainText = UIColor.label` that code sets again (`UIColor.custom.mainText = …`): every value.
            let assigned = laterAssignments(of: id)
            if !assigned.isEmpty { return try reassignedValue(id, assigned, ctx) }
            let initial = try initialValue(id, ctx)
            // `var theme = Theme.default`, then `self.theme = Theme(from: scheme)`: a view's value of an app type that
            // code replaces holds what the run gives it, not the value it is declared with.
            if case .object = initial, !d.isStatic, !d.scope.isEmpty, let set = replacement(of: d) {
                throw fail(
                    "'\(d.qualifiedName)' is set at run time to \(set.written) (\(set.place)): its declared value is "
                        + "not what shows", d.token)
            }
            return initial
        case .computedProperty:
            let body = d.body ?? []
            return try acrossAppearances(ctx) { (c) throws(SwiftEvaluationFailure) in
                guard let v = try self.run(body, c) else {
                    throw self.fail("'\(d.qualifiedName)' returns no value", d.token)
                }
                return v
            }
        case .enumCase:
            if let value = d.value { return try evaluate(value, ctx) }
            return .symbol(d.name)
        case .function, .initializer:
            throw fail("'\(d.qualifiedName)' is a function", d.token)
        }
    }

    /// The value a stored property is declared with (`= value`), for `evaluateDeclaration`.
    func initialValue(_ id: SwiftDeclarationID, _ ctx: SwiftEvaluationContext) throws(SwiftEvaluationFailure)
        -> SwiftValue
    {
        let d = declaration(id)
        guard let value = d.value else { throw fail(noInitialValue(d, unit: id.unit), d.token) }
        // `static var darkTheme: Theme? = nil`: what it holds is whatever code sets at run time.
        if case .name("nil", _) = value {
            let file = units[id.unit].path.split(separator: "/").last.map(String.init) ?? ""
            throw fail(
                "'\(d.qualifiedName)' starts as nil and is set at run time (\(file):\(d.token.line))", d.token)
        }
        // `var style: TextStyle = .headline`: that case of the app's enum (what a `switch style` compares).
        if let type = d.type.flatMap(SwiftThemeFunctions.typeName), case .implicitMember(let n, _) = value,
            let id = lookupDeclaration([type, n], ctx), declaration(id).kind == .enumCase
        {
            return .symbol(n)
        }
        return try acrossAppearances(ctx) { (c) throws(SwiftEvaluationFailure) in try self.evaluate(value, c) }
    }

    /// Runs `body` once; if it depends on the appearance, runs it per appearance and combines the variants: light,
    /// then each other appearance where it differs from what the fallbacks would give. If it depends on a theme the
    /// app chose through its environment (`environmentKey`), it is run per theme first (`acrossEnvironmentThemes`).
    func acrossAppearances(
        _ ctx: SwiftEvaluationContext, _ body: (SwiftEvaluationContext) throws(SwiftEvaluationFailure) -> SwiftValue
    ) throws(SwiftEvaluationFailure) -> SwiftValue {
        do {
            return try body(ctx)
        } catch  where error.needsAppearance {
            if let key = error.environmentKey { return try acrossEnvironmentThemes(key, error, ctx, body) }
            if ctx.appearance != nil { throw error }
            do { return try perAppearance(ctx, body, error) } catch  where error.environmentKey != nil {
                return try acrossEnvironmentThemes(error.environmentKey ?? "", error, ctx, body)
            }
        }
    }

    /// `body` run in each appearance (`error` is why), its variants combined.
    private func perAppearance(
        _ ctx: SwiftEvaluationContext, _ body: (SwiftEvaluationContext) throws(SwiftEvaluationFailure) -> SwiftValue,
        _ error: SwiftEvaluationFailure
    ) throws(SwiftEvaluationFailure) -> SwiftValue {
        var combined = SwiftColor(variants: [:])
        for appearance in Self.dynamicAppearances {
            var c = ctx
            c.appearance = appearance
            let value = try body(c)
            guard case .color(var color) = value else {
                throw SwiftEvaluationFailure(
                    message: "a trait-dependent value that is not a color", line: error.line, column: error.column)
            }
            if let link = color.catalogName, color.variants.isEmpty {
                if let resolved = catalogVariants(of: color) {
                    color = resolved
                } else {
                    throw SwiftEvaluationFailure(
                        message: "an asset catalog color ('\(link)') chosen by appearance in code",
                        line: error.line,
                        column: error.column)
                }
            }
            // A value read off each app theme (`SwiftInstanceThemes`) is keyed by theme, each resolved in its own
            // base: the first run that gives a theme its value keeps it.
            for (key, v) in color.variants where key.isTheme && combined.variants[key] == nil {
                combined.variants[key] = v
            }
            guard let variant = color.variant(for: appearance) else { continue }
            if combined.variant(for: appearance) != variant { combined.variants[appearance] = variant }
        }
        return .color(combined)
    }

    // MARK: Expressions

    func evaluate(_ expr: SwiftExpression, _ ctx: SwiftEvaluationContext) throws(SwiftEvaluationFailure) -> SwiftValue {
        guard ctx.depth < Self.maximumDepth else { throw fail("expression nested too deeply", expr.token) }
        var ctx = ctx
        ctx.depth += 1
        switch expr {
        case .number(let v, _): return .number(v)
        case .string(let s, let interpolated, let t):
            if interpolated { throw fail("the string is built at run time (interpolation)", t) }
            return .string(s)
        case .name(let n, let t):
            if n == "true" || n == "false" { return .bool(n == "true") }
            if n == "nil" { return .symbol("nil") }
            if let v = ctx.env[n] { return v }
            if let why = ctx.unknownArguments[n] { throw fail("the argument for '\(n)' is not known: \(why)", t) }
            if let r = ctx.receiver, let v = try protocolThemes.member(n, of: r, t) { return v }
            return try resolve([n], ctx, t)
        case .implicitMember(let n, let t):
            return try resolveImplicitMember(n, ctx, t)
        case .member(let base, let m, let t):
            if !ctx.env.isEmpty, let p = expr.dottedPath, let v = ctx.env[p] { return v }
            if let r = ctx.receiver, base.dottedPath == "self", let v = try protocolThemes.member(m, of: r, t) {
                return v
            }
            if m == "rawValue", let raw = try rawValue(of: base, ctx, t) { return raw }
            // `ThemeValue.textPrimary`: a role of themes written as tables keyed by that enum.
            if let v = try keyedThemes.use(member: m, base: base) { return v }
            do {
                return try evaluateMember(expr, base, m, t, ctx)
            } catch  where !error.needsAppearance {
                // `PresentationTheme.current.colors.cellTextColor`: a member of each instance a selector can give.
                if let v = try instanceThemes.use(expr, ctx) { return v }
                // `palette.label.primary` on `@Environment(\.palette) var palette`: a member of every instance.
                if let v = try instanceThemes.declaredValueUse(expr, ctx) { return v }
                // `ThemeManager.shared.currentTheme.labelColor`, `theme.primaryColor`: a member of each built theme.
                if let v = try instanceThemes.typedUse(expr, ctx) { return v }
                // `theme.primaryText`, `ThemeService.shared().theme.primaryText`: a role of a protocol theme.
                if let v = try protocolThemes.use(member: m, base: base, unit: ctx.unit, t) { return v }
                // `LightColors.values.primaryContent`, `values.primaryContent`: a member of an app-declared value.
                if let object = try objectValue(base, ctx) { return try objectMember(object, m, t, ctx) }
                // `theme.usesGlassChrome`: a computed property of the app enum's case being run.
                if let v = try enumCaseProperty(base, m, t, ctx) { return v }
                if let v = declaredThemeUses.use(member: m, base: base) { return v }
                // `viewModel.backgroundColor`: a member of a view model the type holds.
                if let v = try typedValueMember(m, base: base, ctx, t) { return v }
                throw error
            }
        case .call(let callee, let args, let trailing, let t):
            return try evaluateCall(callee, args, trailing, t, ctx)
        case .closure(let closure):
            return try runClosure(closure, ctx)
        case .unary(let op, let operand, let t):
            return try evaluateUnary(op, operand, t, ctx)
        case .postfix(_, let operand, _):
            return try evaluate(operand, ctx)
        case .binary(let op, let l, let r, let t):
            return try evaluateBinary(op, l, r, t, ctx)
        case .ternary(let cond, let a, let b, let t):
            _ = t
            return try evaluate(choice(cond, ctx) ? a : b, ctx)
        case .array(_, let t):
            throw fail("an array is not a color", t)
        case .unknown(let t):
            throw fail("'\(t.text)' cannot be evaluated statically", t)
        }
    }

    /// `studioColor.rawValue` with `studioColor` bound to a case (`.spBlue50`): the raw value that case declares
    /// (`case spBlue50 = "3361cc"`) when the one enum declaring a case of that name gives it one; nil otherwise.
    func rawValue(of base: SwiftExpression, _ ctx: SwiftEvaluationContext, _ t: SwiftToken)
        throws(SwiftEvaluationFailure) -> SwiftValue?
    {
        let bound: SwiftValue
        do { bound = try evaluate(base, ctx) } catch  where error.needsAppearance { throw error } catch { return nil }
        guard case .symbol(let name) = bound else { return nil }
        let cases = (byLastName[name] ?? []).filter {
            declaration($0).kind == .enumCase && declaration($0).value != nil
        }
        guard Set(cases.map { declaration($0).qualifiedName }).count == 1, let id = cases.first else { return nil }
        return try value(of: id, from: t)
    }

    /// `base.m` as a path to a declaration or platform color, a trait value, or a color conversion.
    func evaluateMember(
        _ expr: SwiftExpression, _ base: SwiftExpression, _ m: String, _ t: SwiftToken, _ ctx: SwiftEvaluationContext
    ) throws(SwiftEvaluationFailure) -> SwiftValue {
        if let trait = try traitValue(member: m, base: base, ctx, t) { return trait }
        if ["cgColor", "nsColor", "uiColor", "color", "ciColor", "swiftUIColor"].contains(m),
            case .color = try? evaluate(base, ctx)
        {
            return try evaluate(base, ctx)
        }
        guard let path = expr.dottedPath else {
            // `ThemeManager.darkTheme?.dictionary`: what stops it is its base, named as written.
            let written = expr.written.map { "'\($0)'" } ?? "'.\(m)'"
            do { _ = try evaluate(base, ctx) } catch  where !error.needsAppearance {
                throw fail("\(written): \(error.message)", t)
            }
            throw fail("\(written): '.\(m)' of a computed value", t)
        }
        var parts = path.split(separator: ".").map(String.init)
        guard let head = parts.first else { throw fail("an empty name", t) }
        if let v = ctx.env[head] {
            if parts.count == 1 { return v }
            throw fail("'\(path)': a member of a local value", t)
        }
        if let why = ctx.unknownArguments[head] {
            throw fail("'\(path)': the argument for '\(head)' is not known: \(why)", t)
        }
        if parts.first == "self" || parts.first == "Self" { parts = ctx.scope + parts.dropFirst() }
        if path.hasPrefix("."), let namespaced = implicitMetatypeNamespacePath(parts, ctx) {
            return try resolve(namespaced, ctx, t)
        }
        return try resolve(parts, ctx, t)
    }

    func evaluateUnary(_ op: String, _ operand: SwiftExpression, _ t: SwiftToken, _ ctx: SwiftEvaluationContext)
        throws(SwiftEvaluationFailure) -> SwiftValue
    {
        let v = try evaluate(operand, ctx)
        switch (op, v) {
        case ("-", .number(let n)): return .number(-n)
        case ("+", .number(let n)): return .number(n)
        case ("!", .bool(let b)): return .bool(!b)
        default: throw fail("'\(op)' on a value that is not a number", t)
        }
    }

    func number(_ expr: SwiftExpression, _ ctx: SwiftEvaluationContext) throws(SwiftEvaluationFailure) -> Double {
        guard case .number(let n) = try evaluate(expr, ctx) else { throw fail("not a number", expr.token) }
        guard n.isFinite else { throw fail("not a finite number", expr.token) }
        return n
    }

    func color(_ expr: SwiftExpression, _ ctx: SwiftEvaluationContext) throws(SwiftEvaluationFailure) -> SwiftColor {
        guard case .color(let c) = try evaluate(expr, ctx) else { throw fail("not a color", expr.token) }
        return c
    }

    func evaluateBinary(
        _ op: String, _ l: SwiftExpression, _ r: SwiftExpression, _ t: SwiftToken, _ ctx: SwiftEvaluationContext
    ) throws(SwiftEvaluationFailure) -> SwiftValue {
        switch op {
        // A cast (`color as? UIColor`) is its value.
        case "as", "as?", "as!": return try evaluate(l, ctx)
        case "??":
            // `valueColor ?? primaryTextColor` with `valueColor` bound to `nil` (a caller's default): the right side.
            // A left side that is not known stops the value (`currentTheme.backgroundColor ?? .systemBackground` with
            // the theme chosen at run time): the right side is only what shows when the left is nil, which nothing
            // read proves; an app environment value or the appearance it waits on is run per case by the caller.
            // A member of an app theme the code builds or decodes (`currentTheme.bannerColor ?? fallback`): per theme,
            // the right side where that theme leaves the member nil.
            if let v = try instanceThemes.typedUse(l, ctx, orElse: r) { return v }
            let value = try evaluate(l, ctx)
            if case .symbol("nil") = value { return try evaluate(r, ctx) }
            return value
        case "&&", "||":
            guard case .bool(let a) = try evaluate(l, ctx) else {
                throw fail("'\(op)' on a value that is not a Boolean", t)
            }
            if op == "&&" && !a { return .bool(false) }
            if op == "||" && a { return .bool(true) }
            guard case .bool(let b) = try evaluate(r, ctx) else {
                throw fail("'\(op)' on a value that is not a Boolean", t)
            }
            return .bool(b)
        case "==", "!=", "===", "!==":
            let a = try comparand(l, ctx), b = try comparand(r, ctx)
            return .bool((a == b) == (op == "==" || op == "==="))
        default:
            let left = try evaluate(l, ctx), right = try evaluate(r, ctx)
            // String concatenation: a catalog name built from pieces (`UIColor(named: prefix + name)`).
            if op == "+", case .string(let a) = left, case .string(let b) = right { return .string(a + b) }
            guard case .number(let a) = left, case .number(let b) = right else {
                throw fail("'\(op)' on values that are not numbers", t)
            }
            switch op {
            case "+": return .number(a + b)
            case "-": return .number(a - b)
            case "*": return .number(a * b)
            case "/":
                guard b != 0 else { throw fail("division by zero", t) }
                return .number(a / b)
            case ">>", "<<", "&", "|":
                guard let x = Int(exactly: a), let y = Int(exactly: b) else {
                    throw fail("'\(op)' on values that are not integers", t)
                }
                return .number(Double(op == ">>" ? x >> y : op == "<<" ? x << y : op == "&" ? x & y : x | y))
            case "<": return .bool(a < b)
            case ">": return .bool(a > b)
            case "<=": return .bool(a <= b)
            case ">=": return .bool(a >= b)
            default: throw fail("operator '\(op)' is not evaluated", t)
            }
        }
    }

    /// A side of `==`: an implicit member (`.dark`) is a symbol.
    func comparand(_ expr: SwiftExpression, _ ctx: SwiftEvaluationContext) throws(SwiftEvaluationFailure) -> SwiftValue
    {
        if case .implicitMember(let n, _) = expr { return .symbol(n) }
        return try evaluate(expr, ctx)
    }

    // MARK: Traits

    /// Trait-collection and appearance members: their value in the appearance being drawn, or a
    /// needs-appearance failure outside one. nil for other members.
    func traitValue(member: String, base: SwiftExpression, _ ctx: SwiftEvaluationContext, _ t: SwiftToken)
        throws(SwiftEvaluationFailure) -> SwiftValue?
    {
        let isAppearanceName = member == "name" && (base.dottedPath?.lowercased().contains("appearance") ?? false)
        guard
            [
                "userInterfaceStyle", "colorScheme", "accessibilityContrast", "colorSchemeContrast", "isDarkMode",
                "isDark",
            ].contains(member) || isAppearanceName
        else { return nil }
        guard let a = ctx.appearance else {
            throw fail("'\(member)' depends on the appearance", t, needsAppearance: true)
        }
        let dark = a.isDark, high = a.isHighContrast
        switch member {
        case "userInterfaceStyle", "colorScheme": return .symbol(dark ? "dark" : "light")
        case "accessibilityContrast": return .symbol(high ? "high" : "normal")
        case "colorSchemeContrast": return .symbol(high ? "increased" : "standard")
        case "name":
            return .symbol(
                dark
                    ? (high ? "accessibilityHighContrastDarkAqua" : "darkAqua")
                    : (high ? "accessibilityHighContrastAqua" : "aqua"))
        default: return .bool(dark)
        }
    }

    // MARK: Names

    /// A name or member path: local, then declarations (scope-relative, then by suffix across files), then
    /// platform colors.
    func resolve(_ path: [String], _ ctx: SwiftEvaluationContext, _ t: SwiftToken) throws(SwiftEvaluationFailure)
        -> SwiftValue
    {
        let joined = path.joined(separator: ".")
        if path.count >= 2, let platform = SwiftSystemColorNames.platformPrefix(path) {
            if let id = lookupDeclaration(platform, ctx) { return try reference(id, t) }
            if let c = SwiftSystemColorNames.color(
                type: platform[0], name: platform[1], at: units[ctx.unit].location(t))
            {
                return .color(c)
            }
        }
        if let v = try projectedValue(path, ctx, t) { return v }
        if let id = lookupDeclaration(path, ctx) {
            if let v = try runTimeFlag(id, ctx, t) { return v }
            if let v = try environmentAppearance(id, ctx, t) { return v }
            if let v = try environmentTheme(id, ctx, t) { return v }
            if let v = try wrappedValue(id, ctx, t) { return v }
            return try reference(id, t)
        }
        if metatypeHops < 8, let rewritten = metatypeNamespacePath(path, ctx) {
            metatypeHops += 1
            defer { metatypeHops -= 1 }
            return try resolve(rewritten, ctx, t)
        }
        if let v = try importedColor(joined, t) { return v }
        if let ambiguous = ambiguity(path, ctx) { throw fail("'\(joined)' is ambiguous: \(ambiguous)", t) }
        if let swiftGen = Self.swiftGenAssetPath(path, accessors: colorAssetAccessors(in: path)) {
            return .color(SwiftColor(variants: [:], catalogName: .swiftGen(swiftGen)))
        }
        // `accentColor.overlayColor` on a property set at run time: what stops it is that property.
        if path.count >= 2, path[0].first?.isLowercase == true, let id = lookupDeclaration([path[0]], ctx) {
            do { _ = try reference(id, t) } catch  where !error.needsAppearance {
                throw fail("'\(joined)': \(error.message)", t)
            }
        }
        throw fail("unknown name '\(joined)'" + undeclaredNote(for: joined, unit: ctx.unit), t)
    }

    /// SwiftGen's generated accessors when the generated file is not among those read (it is usually generated at
    /// build time): `Asset.Colors.Label.primary.color` / `.swiftUIColor` / the `ColorAsset` itself → the path
    /// between `Asset` and the accessor. `accessors` adds the app's own members of `ColorAsset` (an extension's
    /// `var swiftUiColor: Color { Color(self.color) }`): the color of the asset they are read on. The enum name is
    /// SwiftGen's default (`Asset`); a generated file that is read resolves through its `ColorAsset(name:)`
    /// declarations instead, whatever the enum is called.
    static func swiftGenAssetPath(_ path: [String], accessors: Set<String> = []) -> [String]? {
        guard path.count >= 2, path[0] == "Asset" else { return nil }
        var rest = Array(path.dropFirst())
        if let last = rest.last, rest.count >= 2, ["color", "swiftUIColor"].contains(last) || accessors.contains(last) {
            rest.removeLast()
        }
        return rest
    }

    /// The last member of `path` when the files read declare it on SwiftGen's `ColorAsset` type (an extension).
    func colorAssetAccessors(in path: [String]) -> Set<String> {
        guard let last = path.last, byQualifiedName["ColorAsset." + last] != nil else { return [] }
        return [last]
    }

    /// The declaration a path names from `ctx`: relative to the enclosing types (innermost first), then the only
    /// declaration whose qualified name ends with the path (the current file's first when several do).
    func lookupDeclaration(_ path: [String], _ ctx: SwiftEvaluationContext) -> SwiftDeclarationID? {
        for k in stride(from: ctx.scope.count, through: 0, by: -1) {
            let q = (ctx.scope.prefix(k) + path).joined(separator: ".")
            if let ids = byQualifiedName[q] {
                return compiledTwin(ids) ?? ids.first { $0.unit == ctx.unit } ?? ids.first
            }
        }
        let candidates = suffixMatches(path, from: ctx)
        let names = Set(candidates.map { declaration($0).qualifiedName })
        if names.count == 1 {
            return compiledTwin(candidates) ?? candidates.first { $0.unit == ctx.unit } ?? candidates.first
        }
        return nil
    }

    func suffixMatches(_ path: [String]) -> [SwiftDeclarationID] {
        let suffix = "." + path.joined(separator: ".")
        return (byLastName[path.last ?? ""] ?? []).filter {
            declaration($0).qualifiedName.hasSuffix(suffix) && declaration($0).kind != .function
        }
    }

    func ambiguity(_ path: [String], _ ctx: SwiftEvaluationContext) -> String? {
        let names = Set(suffixMatches(path, from: ctx).map { declaration($0).qualifiedName })
        return names.count > 1 ? names.sorted().joined(separator: ", ") : nil
    }

    /// A reference to a declaration: its value; a color keeps the link (`aliasOf`).
    func reference(_ id: SwiftDeclarationID, _ t: SwiftToken) throws(SwiftEvaluationFailure) -> SwiftValue {
        let d = declaration(id)
        guard d.kind != .function else { throw fail("'\(d.qualifiedName)' is a function", t) }
        let choices = platformChoices
        let v = try value(of: id, from: t)
        if case .color(var c) = v {
            // A value chosen for the use's platform is not the palette's color of that name (its first definition).
            // So is one read from outside Swift: the palette reader, which reads Swift alone, has no color of that name.
            if platformChoices == choices && !c.isImported { c.aliasOf = d.qualifiedName }
            if !c.variants.isEmpty { c.catalogName = nil } // a catalog link stays a link, resolved after all readers
            return .color(c)
        }
        return v
    }

    /// `.name` in a color context: a static member of the context's color type, or a platform color.
    func resolveImplicitMember(_ n: String, _ ctx: SwiftEvaluationContext, _ t: SwiftToken)
        throws(SwiftEvaluationFailure) -> SwiftValue
    {
        // `.matrix` returned from a function declared `-> ThemePalette`: its static member.
        if ctx.colorType == nil, let type = ctx.valueType, let id = lookupDeclaration(type + [n], ctx),
            declaration(id).isStatic
        {
            return try reference(id, t)
        }
        let types = ctx.colorType.map { [$0] } ?? ["UIColor", "Color", "NSColor"]
        for type in types {
            if let ids = byQualifiedName[type + "." + n], let id = compiledTwin(ids) ?? ids.first {
                return try reference(id, t)
            }
            if let c = SwiftSystemColorNames.color(type: type, name: n, at: units[ctx.unit].location(t)) {
                return .color(c)
            }
        }
        if let v = try importedColor("." + n, t) { return v }
        if let a = ctx.appearance, ["dark", "light", "high", "normal", "aqua", "darkAqua"].contains(n) {
            _ = a; return .symbol(n)
        }
        // `.themedSecondary`: a style read off each palette the environment can hold.
        if let v = try instanceThemes.style(named: n, t, ctx) { return v }
        throw fail(
            "unknown color '.\(n)'" + (ctx.colorType.map { " of \($0)" } ?? "")
                + undeclaredNote(for: "." + n, unit: ctx.unit), t)
    }
}

extension SwiftSystemColorNames {
    /// `[Type, name]` when a path names a member of a color type (`UIColor.label`, `SwiftUI.Color.red`).
    static func platformPrefix(_ path: [String]) -> [String]? {
        if path.count == 2, colorTypes.contains(path[0]) { return path }
        if path.count == 3, colorTypes.contains(path[0] + "." + path[1]) { return [path[1], path[2]] }
        return nil
    }
}
