import Foundation
import LegibleCore
import LegibleObjCSyntax
import LegiblePalette

/// An Objective-C color expression evaluated on its syntax tree (`ObjCExpression`) over what the run's Objective-C
/// code declares (`ObjCColorIndex`):
/// - component factories of `UIColor`/`NSColor` (`colorWithRed:green:blue:alpha:`, `colorWithWhite:alpha:`,
///   `colorWithHue:saturation:brightness:alpha:`, `colorWithSRGBRed:…`, `colorWithDisplayP3Red:…`,
///   `colorWithCalibratedRed:…`, `colorWithDeviceWhite:…`, `[[UIColor alloc] initWithRed:…]`), read with the
///   color spaces of the same Swift initializers (`ColorComponentInitializer`);
/// - catalog and system colors as `CodeColorValue` reads them, `colorWithAlphaComponent:` (which replaces alpha),
///   `.CGColor`;
/// - class methods (`+[UIColor brandColor]` of a category, `[Theme accentColor]`), C functions and `#define`s, from
///   their bodies with the call's arguments bound to their parameters (`UIColorFromRGB(0x1A2B3C)` through
///   `((rgb & 0xFF0000) >> 16) / 255.0`: C integer and floating arithmetic, casts); locals, `static` caches filled in
///   a `dispatch_once` block, `if (@available(…))` (the newer branch);
/// - an appearance test (`traits.userInterfaceStyle == UIUserInterfaceStyleDark`, `…DarkAqua`) in a
///   `colorWithDynamicProvider:` / `colorWithName:dynamicProvider:` block, a ternary or an `if`: one value per
///   appearance.
/// Anything else (an instance's property, a condition it cannot decide, a color built at run time) is a failure whose
/// message says what; the pair then needs review.
final class ObjCColorEvaluator {
    let index: ObjCColorIndex
    let palette: Palette
    private var cache: [String: Result<ObservedColor, SwiftViewProblem>] = [:]
    /// The place of the expression being resolved: the source of the colors it makes.
    private var here = SourceLocation(path: "", line: 0)

    init(files: [ObjCSourceFile], palette: Palette) {
        index = ObjCColorIndex(files: files)
        self.palette = palette
    }

    /// The color of `written` (as `ObjCExpression.written` gives it) at `location`.
    func resolve(_ written: String, at location: SourceLocation) -> Result<ObservedColor, SwiftViewProblem> {
        let key = written + "\u{0}" + location.path
        if let known = cache[key] { return known }
        here = location
        let expression = ObjCParser.expression(written, line: location.line)
        let result: Result<ObservedColor, SwiftViewProblem>
        do {
            result = .success(try observed(expression, written: written, at: location))
        } catch {
            result = .failure(SwiftViewProblem(error.message))
        }
        cache[key] = result
        return result
    }

    struct Failure: Error {
        var message: String
        /// An appearance test met while no appearance is chosen: evaluate once per appearance.
        var needsAppearance = false
        /// A run-time flag read while none of its themes is chosen (`ObjCStaticAssignments.flags`): evaluate once
        /// per value.
        var flag: String?
        init(_ message: String) { self.message = message }
        static let needsAppearance = Failure(message: "an appearance test", needsAppearance: true)
        static func needsFlag(_ name: String) -> Failure {
            var f = Failure("'\(name)' is a switch the app sets at run time, read in a color that depends on another")
            f.flag = name
            return f
        }
        private init(message: String, needsAppearance: Bool) {
            self.message = message
            self.needsAppearance = needsAppearance
        }
    }

    /// A value met while evaluating: a number (C integer or floating) or a color.
    enum Value {
        case number(Double, integer: Bool)
        /// A color as `CodeColorValue` reads it (catalog or system), or one built here (`.inline`).
        case color(ObservedColor)
    }

    /// Names bound while evaluating a body: parameters and locals.
    typealias Scope = [String: Value]

    private func observed(_ expression: ObjCExpression, written: String, at location: SourceLocation) throws(Failure)
        -> ObservedColor
    {
        do {
            let found = try color(expression, scope: [:], appearance: nil, depth: 0)
            guard case .inline(var named) = found, named.origin == "Objective-C code" else { return found }
            named.name = written
            return .inline(named)
        } catch let failure where failure.flag != nil {
            // A switch the app sets at run time (`ObjCStaticAssignments.flags`): one value per state, as themes.
            let flag = failure.flag!
            var variants: [ColorVariant] = []
            for theme in Self.flagThemes(flag) {
                let color: ObservedColor
                do {
                    color = try self.color(expression, scope: [:], appearance: theme, depth: 0)
                } catch let inner where inner.flag != nil || inner.needsAppearance {
                    throw Failure("a color that depends on '\(flag)' and on another run-time choice")
                }
                guard let value = concrete(color, in: theme) else {
                    throw Failure("a color whose value with \(theme.themeName ?? flag) Legible cannot read")
                }
                // The flag's themes carry no light or dark: a value that also changes with the appearance is not one.
                guard concrete(color, in: .light) == concrete(color, in: .dark) else {
                    throw Failure("a color that depends on '\(flag)' and on the appearance")
                }
                variants.append(ColorVariant(appearance: theme, value: value, source: location))
            }
            return .inline(NamedColor(name: written, origin: "Objective-C code", variants: variants))
        } catch let failure where failure.needsAppearance {
            var variants: [ColorVariant] = []
            for appearance in [Appearance.light, .dark] {
                let color = try color(expression, scope: [:], appearance: appearance, depth: 0)
                guard let value = concrete(color, in: appearance) else {
                    throw Failure("a color whose \(appearance) value Legible cannot read")
                }
                variants.append(ColorVariant(appearance: appearance, value: value, source: location))
            }
            return .inline(NamedColor(name: written, origin: "Objective-C code", variants: variants))
        }
    }

    private func color(_ e: ObjCExpression, scope: Scope, appearance: Appearance?, depth: Int) throws(Failure)
        -> ObservedColor
    {
        guard case .color(let c) = try value(e, scope: scope, appearance: appearance, depth: depth) else {
            throw Failure("\(e.written) is a number, not a color")
        }
        return c
    }

    private func number(_ e: ObjCExpression, scope: Scope, appearance: Appearance?, depth: Int) throws(Failure)
        -> Double
    {
        guard case .number(let n, _) = try value(e, scope: scope, appearance: appearance, depth: depth) else {
            throw Failure("\(e.written) is a color, not a number")
        }
        return n
    }

    /// The colors a per-appearance value takes: the variant for `appearance` of a catalog or system color.
    private func concrete(_ color: ObservedColor, in appearance: Appearance) -> ColorValue? {
        switch color {
        case .inline(let named): return named.variant(for: appearance)?.value
        case .named(let name): return palette.color(named: name)?.variant(for: appearance)?.value
        default: return nil
        }
    }

    // MARK: Expressions

    func value(_ e: ObjCExpression, scope: Scope, appearance: Appearance?, depth: Int) throws(Failure) -> Value {
        guard depth < 24 else { throw Failure("nested too deeply") }
        let next = depth + 1
        switch e.kind {
        case .number(let text):
            guard let n = Self.number(text) else { throw Failure("'\(text)' is not a number") }
            return .number(n.value, integer: n.integer)
        case .identifier(let name):
            if let bound = scope[name] { return bound }
            if name == "YES" || name == "true" { return .number(1, integer: true) }
            if name == "NO" || name == "false" { return .number(0, integer: true) }
            if let define = index.defines[name], define.parameters == nil {
                return try value(define.value, scope: [:], appearance: appearance, depth: next)
            }
            if index.statics.flags.contains(name) { return try flagValue(name, appearance: appearance) }
            if let assigned = index.statics.byName[name] {
                return try reassigned(name, assigned, appearance: appearance, depth: next)
            }
            if let constant = index.constants[name] {
                return try value(constant, scope: [:], appearance: appearance, depth: next)
            }
            throw Failure("'\(name)' has no value Legible can read")
        case .cast(let type, let operand):
            let inner = try value(operand, scope: scope, appearance: appearance, depth: next)
            guard case .number(let n, _) = inner else { return inner }
            if Self.floatingTypes.contains(type) { return .number(n, integer: false) }
            if Self.integerTypes.contains(type) { return .number(n.rounded(.towardZero), integer: true) }
            return inner
        case .unary(let op, let operand):
            let n = try number(operand, scope: scope, appearance: appearance, depth: next)
            switch op {
            case "-": return .number(-n, integer: Self.isInteger(n))
            case "+": return .number(n, integer: Self.isInteger(n))
            case "!": return .number(n == 0 ? 1 : 0, integer: true)
            case "~": return .number(Double(~Int64(n)), integer: true)
            default: throw Failure("the operator \(op) of \(e.written)")
            }
        case .binary(let op, let left, let right):
            return try binary(op, left, right, scope: scope, appearance: appearance, depth: next)
        case .ternary(let condition, let then, let otherwise):
            let holds = try test(condition, scope: scope, appearance: appearance, depth: next)
            return try value(holds ? (then ?? condition) : otherwise, scope: scope, appearance: appearance, depth: next)
        case .member(let base, let name, _):
            if name == "CGColor" || name == "cgColor" {
                return try value(base, scope: scope, appearance: appearance, depth: next)
            }
            if case .identifier(let type) = base.kind {
                if let method = index.classMethods[type + " " + name] {
                    return try call(
                        method.method.body ?? [], parameters: [], arguments: [], scope: scope,
                        appearance: appearance, depth: next)
                }
                if let plain = CodeColorValue.resolve("\(type).\(name)", palette: palette, at: here) {
                    return .color(plain)
                }
            }
            throw Failure("\(e.written) is not a color Legible can read")
        case .message(let receiver, let selector, let arguments):
            return try message(receiver, selector, arguments, e, scope: scope, appearance: appearance, depth: next)
        case .call(let callee, let arguments):
            guard case .identifier(let name) = callee.kind else { throw Failure("a call of \(callee.written)") }
            let values = try arguments.map { (a) throws(Failure) in
                try value(a, scope: scope, appearance: appearance, depth: next)
            }
            if let define = index.defines[name], let parameters = define.parameters {
                return try value(
                    define.value, scope: Self.bind(parameters, values), appearance: appearance, depth: next)
            }
            if let function = index.functions[name] {
                return try call(
                    function.function.body ?? [], parameters: function.function.parameters.map(\.name),
                    arguments: values, scope: [:], appearance: appearance, depth: next)
            }
            throw Failure("\(name)(…) is not a function or macro Legible found")
        case .boxed(let inner):
            return try value(inner, scope: scope, appearance: appearance, depth: next)
        default:
            throw Failure("\(e.written) is not a color Legible can read")
        }
    }

    private func binary(
        _ op: String, _ left: ObjCExpression, _ right: ObjCExpression, scope: Scope, appearance: Appearance?,
        depth: Int
    ) throws(Failure) -> Value {
        if ["==", "!="].contains(op) || op == "&&" || op == "||" {
            let holds = try test(
                ObjCExpression(.binary(op, left, right), line: left.line), scope: scope, appearance: appearance,
                depth: depth)
            return .number(holds ? 1 : 0, integer: true)
        }
        guard case .number(let a, let ai) = try value(left, scope: scope, appearance: appearance, depth: depth),
            case .number(let b, let bi) = try value(right, scope: scope, appearance: appearance, depth: depth)
        else { throw Failure("arithmetic on a color") }
        let integer = ai && bi
        switch op {
        case "+": return .number(a + b, integer: integer)
        case "-": return .number(a - b, integer: integer)
        case "*": return .number(a * b, integer: integer)
        case "/":
            guard b != 0 else { throw Failure("a division by zero") }
            return .number(integer ? (a / b).rounded(.towardZero) : a / b, integer: integer)
        case "%":
            guard integer, b != 0 else { throw Failure("% of non-integers") }
            return .number(Double(Int64(a) % Int64(b)), integer: true)
        case "&", "|", "^", "<<", ">>":
            guard integer, let x = Int64(exactly: a), let y = Int64(exactly: b),
                !op.hasSuffix("<") && !op.hasSuffix(">") || (0..<64).contains(y)
            else {
                throw Failure("a bit operation on non-integers")
            }
            let r: Int64 =
                switch op {
                case "&": x & y
                case "|": x | y
                case "^": x ^ y
                case "<<": x << y
                default: x >> y
                }
            return .number(Double(r), integer: true)
        case "<": return .number(a < b ? 1 : 0, integer: true)
        case ">": return .number(a > b ? 1 : 0, integer: true)
        case "<=": return .number(a <= b ? 1 : 0, integer: true)
        case ">=": return .number(a >= b ? 1 : 0, integer: true)
        default: throw Failure("the operator \(op)")
        }
    }

    /// Whether a condition holds: an appearance test (decided by `appearance`, or `needsAppearance`), `@available`
    /// (the newer branch), or a number.
    private func test(_ condition: ObjCExpression, scope: Scope, appearance: Appearance?, depth: Int) throws(Failure)
        -> Bool
    {
        if let dark = Self.darkTest(condition) {
            guard let appearance, !isFlagTheme(appearance) else { throw Failure.needsAppearance }
            return appearance.isDark == dark
        }
        if case .atDirective(let keyword, _) = condition.kind, keyword == "available" { return true }
        if case .binary(let op, let l, let r) = condition.kind, op == "&&" || op == "||" {
            let a = try test(l, scope: scope, appearance: appearance, depth: depth + 1)
            let b = try test(r, scope: scope, appearance: appearance, depth: depth + 1)
            return op == "&&" ? a && b : a || b
        }
        if case .binary(let op, let l, let r) = condition.kind, op == "==" || op == "!=" {
            guard case .number(let a, _) = try value(l, scope: scope, appearance: appearance, depth: depth + 1),
                case .number(let b, _) = try value(r, scope: scope, appearance: appearance, depth: depth + 1)
            else { throw Failure("the condition \(condition.written)") }
            return (a == b) == (op == "==")
        }
        guard case .number(let n, _) = try value(condition, scope: scope, appearance: appearance, depth: depth + 1)
        else { throw Failure("the condition \(condition.written)") }
        return n != 0
    }

    /// `true` when the condition holds in dark mode, `false` when it holds in light mode, nil when it is no
    /// appearance test: `… userInterfaceStyle == UIUserInterfaceStyleDark`, `!= UIUserInterfaceStyleLight`,
    /// `[name isEqualToString:NSAppearanceNameDarkAqua]`, `… == NSAppearanceNameAqua`.
    static func darkTest(_ condition: ObjCExpression) -> Bool? {
        switch condition.kind {
        case .binary(let op, let l, let r) where op == "==" || op == "!=":
            let text = l.written + " " + r.written
            let dark: Bool
            if text.contains("UIUserInterfaceStyleDark") || text.contains("DarkAqua") {
                dark = true
            } else if text.contains("UIUserInterfaceStyleLight") || text.contains("NSAppearanceNameAqua") {
                dark = false
            } else {
                return nil
            }
            return op == "==" ? dark : !dark
        case .message(_, let selector, let arguments) where selector == "isEqualToString:" || selector == "isEqual:":
            let text = arguments.first?.written ?? ""
            if text.contains("DarkAqua") { return true }
            if text.contains("NSAppearanceNameAqua") { return false }
            return nil
        case .unary("!", let inner):
            return darkTest(inner).map { !$0 }
        default:
            return nil
        }
    }

    // MARK: Messages

    private func message(
        _ receiver: ObjCExpression, _ selector: String, _ arguments: [ObjCExpression], _ e: ObjCExpression,
        scope: Scope, appearance: Appearance?, depth: Int
    ) throws(Failure) -> Value {
        if let plain = CodeColorValue.resolve(e.written, palette: palette, at: here) { return .color(plain) }
        // `[[UIColor alloc] initWithRed:…]` reads as the factory on the class.
        var type: String?
        if case .identifier(let name) = receiver.kind, scope[name] == nil { type = name }
        if case .message(let inner, "alloc", _) = receiver.kind, case .identifier(let name) = inner.kind { type = name }
        if let type, ["UIColor", "NSColor"].contains(type) {
            if let color = try factory(type, selector, arguments, scope: scope, appearance: appearance, depth: depth) {
                return .color(color)
            }
        }
        if let type, let method = index.classMethods[type + " " + selector] {
            let values = try arguments.map { (a) throws(Failure) in
                try value(a, scope: scope, appearance: appearance, depth: depth)
            }
            return try call(
                method.method.body ?? [], parameters: method.method.parameters.map(\.name), arguments: values,
                scope: [:], appearance: appearance, depth: depth)
        }
        if selector == "colorWithAlphaComponent:", arguments.count == 1 {
            let base = try color(receiver, scope: scope, appearance: appearance, depth: depth)
            let alpha = try number(arguments[0], scope: scope, appearance: appearance, depth: depth)
            return .color(try Self.replacingAlpha(base, alpha, palette: palette))
        }
        if selector == "CGColor" { return try value(receiver, scope: scope, appearance: appearance, depth: depth) }
        throw Failure("\(e.written) is not a color Legible can read")
    }

    /// A `UIColor`/`NSColor` factory: components, a catalog name, a dynamic provider; nil for another selector.
    private func factory(
        _ type: String, _ selector: String, _ arguments: [ObjCExpression], scope: Scope, appearance: Appearance?,
        depth: Int
    ) throws(Failure) -> ObservedColor? {
        if selector == "colorWithDynamicProvider:" || selector == "colorWithName:dynamicProvider:",
            case .block(_, let body) = arguments.last?.kind
        {
            guard let appearance, !isFlagTheme(appearance) else { throw Failure.needsAppearance }
            guard
                case .color(let c) = try call(
                    body, parameters: [], arguments: [], scope: scope,
                    appearance: appearance, depth: depth)
            else { throw Failure("a dynamic provider returning no color") }
            return c
        }
        let labels = Self.labels(of: selector)
        guard let first = labels.first, !first.isEmpty, labels.count == arguments.count else { return nil }
        if first == "named" || first == "colorNamed" { return nil } // catalog names: `CodeColorValue`
        var numbers: [String: Double] = [:]
        for (label, argument) in zip(labels, arguments) {
            numbers[label] = try number(argument, scope: scope, appearance: appearance, depth: depth)
        }
        guard let color = ColorComponentInitializer.color(type: type, labels: labels, numbers: numbers) else {
            return nil
        }
        return .inline(
            NamedColor(
                name: "[\(type) \(selector)]", origin: "Objective-C code",
                variants: [ColorVariant(appearance: .light, value: .color(color), source: here)]))
    }

    /// The labels a selector's parts give, as the Swift initializer's: `colorWithRed:green:blue:alpha:` → `red`,
    /// `green`, `blue`, `alpha`; `colorWithSRGBRed:…` → `srgbRed`; `initWithCalibratedWhite:alpha:` → `calibratedWhite`.
    static func labels(of selector: String) -> [String] {
        var parts = selector.split(separator: ":").map(String.init)
        guard let head = parts.first else { return [] }
        var first = ""
        for prefix in ["colorWith", "initWith"] where head.hasPrefix(prefix) {
            first = String(head.dropFirst(prefix.count))
        }
        guard !first.isEmpty else { return [] }
        let capitals = first.prefix { $0.isUppercase }.count
        let lowered = capitals > 1 && capitals < first.count ? capitals - 1 : capitals
        first = first.prefix(lowered).lowercased() + first.dropFirst(lowered)
        parts[0] = first
        return parts
    }

    static func replacingAlpha(_ color: ObservedColor, _ alpha: Double, palette: Palette) throws(Failure)
        -> ObservedColor
    {
        let named: NamedColor
        switch color {
        case .inline(let n): named = n
        case .named(let name):
            guard let n = palette.color(named: name) else { throw Failure("'\(name)' is not in the palette") }
            named = n
        default: throw Failure("an alpha on a color Legible cannot read")
        }
        var variants: [ColorVariant] = []
        for variant in named.variants {
            guard let c = variant.color else { throw Failure("an alpha on \(named.name), which has no value") }
            var v = variant
            v.value = .color(Color(space: c.space, components: c.components, alpha: alpha))
            variants.append(v)
        }
        return .inline(NamedColor(name: "\(named.name) at \(alpha) alpha", origin: named.origin, variants: variants))
    }

    // MARK: Bodies

    /// A body run with `parameters` bound to `arguments`: its `return`, through locals, `static` caches filled in a
    /// block (`dispatch_once(&once, ^{ color = …; })`) and `if`s it can decide.
    private func call(
        _ body: [ObjCStatement], parameters: [String], arguments: [Value], scope: Scope, appearance: Appearance?,
        depth: Int
    ) throws(Failure) -> Value {
        var locals = scope
        for (name, value) in Self.bind(parameters, arguments) { locals[name] = value }
        if let returned = try run(body, scope: &locals, appearance: appearance, depth: depth + 1) { return returned }
        throw Failure("a body with no return Legible can follow")
    }

    /// The value returned by `statements`, or nil when they end without returning.
    private func run(_ statements: [ObjCStatement], scope: inout Scope, appearance: Appearance?, depth: Int)
        throws(Failure) -> Value?
    {
        guard depth < 24 else { throw Failure("nested too deeply") }
        for statement in statements {
            switch statement.kind {
            case .returnValue(let e?):
                return try value(e, scope: scope, appearance: appearance, depth: depth)
            case .declaration(let variable):
                if let initial = variable.value {
                    scope[variable.name] = try? value(initial, scope: scope, appearance: appearance, depth: depth)
                }
            case .expression(let e):
                try effect(e, scope: &scope, appearance: appearance, depth: depth)
            case .ifElse(let condition, let then, let otherwise):
                let holds = try test(condition, scope: scope, appearance: appearance, depth: depth)
                if let r = try run(
                    holds ? then : otherwise ?? [], scope: &scope, appearance: appearance, depth: depth + 1)
                {
                    return r
                }
            case .compound(let inner):
                if let r = try run(inner, scope: &scope, appearance: appearance, depth: depth + 1) { return r }
            case .switchCases, .loop:
                throw Failure("a switch or loop in the body")
            default:
                continue
            }
        }
        return nil
    }

    /// An expression statement: an assignment to a local, or a call whose block runs once
    /// (`dispatch_once(&token, ^{ … })`).
    private func effect(_ e: ObjCExpression, scope: inout Scope, appearance: Appearance?, depth: Int) throws(Failure) {
        switch e.kind {
        case .assignment("=", let target, let assigned):
            if case .identifier(let name) = target.kind {
                scope[name] = try value(assigned, scope: scope, appearance: appearance, depth: depth)
            }
        case .call(let callee, let arguments):
            if case .identifier("dispatch_once") = callee.kind, case .block(_, let body)? = arguments.last?.kind {
                _ = try run(body, scope: &scope, appearance: appearance, depth: depth + 1)
            }
        default:
            return
        }
    }

    // MARK: Numbers

    static let floatingTypes: Set<String> = ["float", "double", "CGFloat", "NSTimeInterval", "long double"]
    static let integerTypes: Set<String> = [
        "int", "unsigned", "unsigned int", "long", "unsigned long", "NSInteger", "NSUInteger", "uint32_t", "int32_t",
        "uint64_t", "int64_t", "uint8_t", "short", "char", "unsigned char",
    ]

    static func isInteger(_ n: Double) -> Bool { n.rounded(.towardZero) == n }

    /// A C number as written: `0xFF`, `255`, `255.0`, `0.5f`, `1.f`, `128U`, `1e-3`.
    static func number(_ text: String) -> (value: Double, integer: Bool)? {
        let lower = text.lowercased()
        if lower.hasPrefix("0x") {
            let digits = lower.dropFirst(2).prefix { $0.isHexDigit }
            return UInt64(digits, radix: 16).map { (Double($0), true) }
        }
        let trimmed = String(lower.reversed().drop { "ful".contains($0) }.reversed())
        guard let value = Double(trimmed.hasSuffix(".") ? trimmed + "0" : trimmed) else { return nil }
        let integer = !trimmed.contains(".") && !trimmed.contains("e") && !lower.hasSuffix("f")
        return (value, integer)
    }

    static func bind(_ parameters: [String], _ values: [Value]) -> Scope {
        var scope: Scope = [:]
        for (name, value) in zip(parameters, values) where !name.isEmpty { scope[name] = value }
        return scope
    }

}
