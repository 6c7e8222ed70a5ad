/// The recursive-descent reader behind `ColorParser`: a cursor over `CSSToken`s, the component values of color
/// functions (numbers, percentages, angles, `none`, `calc()`), argument lists (modern space syntax with `/`
/// alpha, legacy comma syntax) and, while a relative color is read, the origin's channel keywords.
struct CSSColorReader {
    let input: String
    let tokens: [CSSToken]
    var index = 0
    /// Channel keywords in scope (relative color syntax: `r`, `g`, `b`, `alpha`, …) → their values (nil: the
    /// origin's component is missing; alone the keyword is `none`, inside `calc()` it is 0).
    var channels: [String: Double?] = [:]
    /// Components CSS clamped at parse time, to report.
    var warnings: [ColorParseWarning] = []

    init(_ input: String) throws(ColorParseError) {
        self.input = input
        self.tokens = try CSSTokenizer.tokens(input)
    }

    var peek: CSSToken? { index < tokens.count ? tokens[index] : nil }
    var endColumn: Int { input.unicodeScalars.count + 1 }

    func error(_ reason: String, at column: Int, kind: ColorParseError.Kind = .invalid) -> ColorParseError {
        ColorParseError(input: input, column: column, reason: reason, kind: kind)
    }

    /// The next token, or an error naming what was expected at the end of the input.
    mutating func next(expecting what: String) throws(ColorParseError) -> CSSToken {
        guard let t = peek else {
            throw error(what == ")" ? "missing ')'" : "expected \(what), found the end", at: endColumn)
        }
        index += 1
        return t
    }

    mutating func expectCloseParen() throws(ColorParseError) {
        let t = try next(expecting: ")")
        guard t.kind == .closeParen else { throw error("expected ')', found '\(t.text)'", at: t.column) }
    }

    // MARK: component values

    /// One component as written: a number, a percentage, an angle (in degrees) or `none`.
    struct Value {
        enum Kind: Equatable { case number, percentage, angle, none }
        var kind: Kind
        var value: Double
        var column: Int
        var text: String
    }

    static let angleUnits: [String: Double] = ["deg": 1, "grad": 0.9, "rad": 180 / Double.pi, "turn": 360]

    /// A component value: number, percentage, angle, `none`, a channel keyword or a math function.
    mutating func value() throws(ColorParseError) -> Value {
        let t = try next(expecting: "a number")
        switch t.kind {
        case .number(let v): return Value(kind: .number, value: v, column: t.column, text: t.text)
        case .percentage(let v): return Value(kind: .percentage, value: v, column: t.column, text: t.text)
        case .dimension(let v, let unit):
            guard let scale = Self.angleUnits[unit] else {
                throw error("unexpected unit '\(unit)'", at: t.column + t.text.count - unit.count)
            }
            return Value(kind: .angle, value: v * scale, column: t.column, text: t.text)
        case .ident(let name):
            let lower = name.lowercased()
            if lower == "none" { return Value(kind: .none, value: 0, column: t.column, text: t.text) }
            if let v = channels[lower] {
                return v.map { Value(kind: .number, value: $0, column: t.column, text: t.text) }
                    ?? Value(kind: .none, value: 0, column: t.column, text: t.text)
            }
            throw error("expected a number, found '\(t.text)'", at: t.column)
        case .function(let name) where CSSCalc.functions.contains(name):
            let start = t.column
            let typed = try calcArguments(name, column: start)
            let scalars = Array(input.unicodeScalars)
            var view = String.UnicodeScalarView()
            view.append(contentsOf: scalars[(start - 1)..<min(peekColumnBefore(), scalars.count)])
            let text = String(view)
            // A top-level NaN is censored to 0 (CSS Values 4 §10.9).
            return Value(kind: typed.kind, value: typed.value.isNaN ? 0 : typed.value, column: start, text: text)
        default:
            throw error("expected a number, found '\(t.text)'", at: t.column)
        }
    }

    /// Column just after the last consumed token.
    func peekColumnBefore() -> Int {
        guard index > 0 else { return 1 }
        let last = tokens[index - 1]
        return last.column - 1 + last.text.unicodeScalars.count
    }

    // MARK: argument lists

    /// The components of a color function between `(` and `)`: `a b c [/ alpha]` or, legacy, `a, b, c[, alpha]`.
    struct Arguments {
        var components: [Value]
        var alpha: Value?
        var usesCommas: Bool
        /// Column of the first argument (just after `(`).
        var start: Int
    }

    /// Reads arguments up to and including `)`. `name` is used in messages.
    mutating func arguments(_ name: String, start: Int, allowCommas: Bool = true) throws(ColorParseError) -> Arguments {
        enum Item { case value(Value), comma(Int), slash(Int) }
        var items: [Item] = []
        while true {
            guard let t = peek else { throw error("missing ')'", at: endColumn) }
            switch t.kind {
            case .closeParen: index += 1
            case .comma: index += 1; items.append(.comma(t.column)); continue
            case .slash: index += 1; items.append(.slash(t.column)); continue
            default: items.append(.value(try value())); continue
            }
            break
        }
        let usesCommas = items.contains { if case .comma = $0 { true } else { false } }
        var values: [Value] = []
        var alpha: Value?
        if usesCommas {
            guard allowCommas else {
                let column = items.compactMap { if case .comma(let c) = $0 { c } else { nil } }.first!
                throw error("\(name)() takes space-separated components, found ','", at: column)
            }
            // value (',' value)*
            for (i, item) in items.enumerated() {
                switch item {
                case .value(let v):
                    if i % 2 == 1 {
                        throw error("mixed ',' and space separators: expected ',' before '\(v.text)'", at: v.column)
                    }
                    if v.kind == .none {
                        throw error("'none' is not allowed in the legacy comma syntax of \(name)()", at: v.column)
                    }
                    values.append(v)
                case .comma(let c):
                    if i % 2 == 0 { throw error("unexpected ','", at: c) }
                case .slash(let c):
                    throw error("'/' cannot be used with comma-separated components", at: c)
                }
            }
            if case .comma(let c)? = items.last { throw error("unexpected ',' before ')'", at: c) }
            if values.count == 4 { alpha = values.removeLast() }
        } else {
            var afterSlash: [Value] = []
            var slashColumn: Int?
            for item in items {
                switch item {
                case .value(let v): if slashColumn == nil { values.append(v) } else { afterSlash.append(v) }
                case .slash(let c):
                    if slashColumn != nil { throw error("unexpected second '/'", at: c) }
                    slashColumn = c
                case .comma: break
                }
            }
            if let c = slashColumn {
                guard afterSlash.count == 1 else {
                    throw afterSlash.isEmpty
                        ? error("expected an alpha value after '/'", at: c)
                        : error("only one alpha value may follow '/'", at: afterSlash[1].column)
                }
                alpha = afterSlash[0]
            }
            if values.count == 4 && slashColumn == nil {
                throw error(
                    "\(name)() takes 3 components; write the alpha after '/' ('\(name)(… / \(values[3].text))')",
                    at: values[3].column)
            }
        }
        if values.count > 3 { throw error("too many components (\(values.count)) in \(name)()", at: values[3].column) }
        if values.count < 3 { throw error("\(name)() needs 3 components, found \(values.count)", at: start) }
        return Arguments(components: values, alpha: alpha, usesCommas: usesCommas, start: start)
    }

    // MARK: alpha and common component rules

    /// `<alpha-value>`: a number 0…1 or a percentage, clamped to 0…1 (CSS Color 4 §4.2); `none` is missing.
    mutating func alpha(_ v: Value?) throws(ColorParseError) -> Double? {
        guard let v else { return 1 }
        switch v.kind {
        case .none: return nil
        case .number: return clamp(v.value, 0, 1, v, "alpha", unit: 1)
        case .percentage: return clamp(v.value / 100, 0, 1, v, "alpha", unit: 1)
        case .angle: throw error("alpha takes a number or a percentage, found '\(v.text)'", at: v.column)
        }
    }

    /// A `<hue>` in degrees, reduced to 0..<360; `none` is missing. A non-finite hue is 0 for `hsl()`/`hwb()`
    /// (CSS Color 4 §4.3 example) and an error elsewhere.
    func hue(_ v: Value, _ name: String, infiniteIsZero: Bool = false) throws(ColorParseError) -> Double? {
        switch v.kind {
        case .none: return nil
        case .percentage: throw error("a hue takes a number or an angle, found '\(v.text)'", at: v.column)
        case .number, .angle:
            guard v.value.isFinite else {
                if infiniteIsZero { return 0 }
                throw error("an infinite hue has no color in \(name)()", at: v.column)
            }
            return HueAngle.normalized(v.value)
        }
    }

    /// A component that is a number or a percentage of `percentReference`; `none` is missing.
    func numberOrPercentage(_ v: Value, percentReference: Double, _ name: String) throws(ColorParseError) -> Double? {
        switch v.kind {
        case .none: return nil
        case .number: return v.value
        case .percentage: return v.value / 100 * percentReference
        case .angle: throw error("unexpected angle '\(v.text)' in \(name)()", at: v.column)
        }
    }

    /// A finite value, else an error (an infinite component has no color to measure).
    func finite(_ x: Double?, _ v: Value, _ name: String) throws(ColorParseError) -> Double? {
        guard let x else { return nil }
        guard x.isFinite else {
            throw error("'\(v.text)' is infinite; \(name)() has no color to measure", at: v.column)
        }
        return x
    }

    /// `x` clamped to `lo…hi` as CSS Color 4 does at parse time, with a warning when it changes a written value
    /// (`unit` converts the bounds back to the value's scale for the message: 255 for rgb channels, …).
    mutating func clamp(_ x: Double, _ lo: Double, _ hi: Double, _ v: Value, _ what: String, unit: Double) -> Double {
        if x.isNaN { return lo }
        let c = min(max(x, lo), hi)
        if c != x {
            func shown(_ b: Double) -> String {
                let scaled = b * unit
                return scaled == scaled.rounded() && scaled.magnitude < 1e15 ? "\(Int(scaled))" : "\(scaled)"
            }
            let range = hi == .infinity ? "below \(shown(lo))" : "outside \(shown(lo))…\(shown(hi))"
            warnings.append(
                ColorParseWarning(
                    input: input, column: v.column,
                    reason: "\(what) \(v.text) is \(range); CSS clamps it to \(shown(c))"))
        }
        return c
    }
}
