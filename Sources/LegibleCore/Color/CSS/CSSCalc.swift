/// Math functions inside color components (CSS Values 4 §10–§11): `calc()`, `min()`, `max()`, `clamp()`, `abs()`,
/// `sign()`, the trigonometric `sin() cos() tan() asin() acos() atan() atan2()` and `pow() sqrt() hypot() log() exp()`;
/// `+ - * /`, parentheses, the constants `e`, `pi`, `infinity`, `-infinity`, `NaN`, and relative color channel
/// keywords. Values are typed number, percentage or angle; `+`/`-` need equal types, `*` a number on one side, `/` a
/// number divisor or two values of the same type (giving a number).
/// Units that need layout (`em`, `px`, …) and other math functions (`sign()`, …) are errors: a color file has no
/// element to resolve them against.
enum CSSCalc {
    static let functions: Set<String> = [
        "calc", "min", "max", "clamp", "abs", "sign", "sin", "cos", "tan", "asin", "acos",
        "atan", "atan2", "pow", "sqrt", "hypot", "log", "exp",
    ]
    static let constants: [String: Double] = [
        "e": 2.718281828459045, "pi": Double.pi, "infinity": .infinity,
        "-infinity": -.infinity, "nan": .nan,
    ]
}

extension CSSColorReader {
    struct Typed {
        var kind: Value.Kind
        var value: Double
    }

    /// The arguments of math function `name` (its `(` already read), up to and including `)`.
    mutating func calcArguments(_ name: String, column: Int) throws(ColorParseError) -> Typed {
        var args = [try calcSum()]
        while peek?.kind == .comma {
            index += 1
            args.append(try calcSum())
        }
        try expectCloseParen()
        func count(_ range: ClosedRange<Int>) throws(ColorParseError) {
            guard range.contains(args.count) else {
                throw error(
                    "\(name)() takes \(range.lowerBound == range.upperBound ? "\(range.lowerBound)" : "\(range.lowerBound) or more") argument(s), found \(args.count)",
                    at: column)
            }
        }
        func sameType() throws(ColorParseError) -> Value.Kind {
            guard args.allSatisfy({ $0.kind == args[0].kind }) else {
                throw error("\(name)() mixes numbers, percentages and angles", at: column)
            }
            return args[0].kind
        }
        func numbers() throws(ColorParseError) -> [Double] {
            guard args.allSatisfy({ $0.kind == .number }) else { throw error("\(name)() takes numbers", at: column) }
            return args.map(\.value)
        }
        /// A trigonometric argument in radians: a number, or an angle (kept in degrees here).
        func radians() throws(ColorParseError) -> Double {
            switch args[0].kind {
            case .number: return args[0].value
            case .angle: return args[0].value * Double.pi / 180
            default: throw error("\(name)() takes a number or an angle", at: column)
            }
        }
        let v = args.map(\.value)
        switch name {
        case "calc": try count(1...1); return args[0]
        case "min", "max":
            try count(1...Int.max)
            let kind = try sameType()
            return Typed(kind: kind, value: v.contains { $0.isNaN } ? .nan : (name == "min" ? v.min()! : v.max()!))
        case "clamp": try count(3...3); return Typed(kind: try sameType(), value: max(v[0], min(v[1], v[2])))
        case "abs": try count(1...1); return Typed(kind: args[0].kind, value: abs(v[0]))
        case "sign": try count(1...1); return Typed(kind: .number, value: v[0] > 0 ? 1 : v[0] < 0 ? -1 : v[0])
        case "sin": try count(1...1); return Typed(kind: .number, value: sin(try radians()))
        case "cos": try count(1...1); return Typed(kind: .number, value: cos(try radians()))
        case "tan": try count(1...1); let r = try radians(); return Typed(kind: .number, value: sin(r) / cos(r))
        case "asin", "acos", "atan":
            try count(1...1)
            let x = try numbers()[0]
            // Through atan2 (the C library exports of Math.swift): asin, acos are NaN outside -1…1.
            let c = (1 - x * x).squareRoot()
            let r = name == "asin" ? atan2(x, c) : name == "acos" ? atan2(c, x) : atan2(x, 1)
            return Typed(kind: .angle, value: r * 180 / Double.pi)
        case "atan2":
            try count(2...2)
            _ = try sameType()
            return Typed(kind: .angle, value: atan2(v[0], v[1]) * 180 / Double.pi)
        case "pow": try count(2...2); let n = try numbers(); return Typed(kind: .number, value: pow(n[0], n[1]))
        case "sqrt": try count(1...1); return Typed(kind: .number, value: (try numbers()[0]).squareRoot())
        case "exp": try count(1...1); return Typed(kind: .number, value: exp(try numbers()[0]))
        case "log":
            try count(1...2)
            let n = try numbers()
            return Typed(kind: .number, value: n.count == 1 ? log(n[0]) : log(n[0]) / log(n[1]))
        case "hypot":
            try count(1...Int.max)
            return Typed(kind: try sameType(), value: v.map { $0 * $0 }.reduce(0, +).squareRoot())
        default: preconditionFailure("unreachable: \(name)")
        }
    }

    mutating func calcSum() throws(ColorParseError) -> Typed {
        var left = try calcProduct()
        while let t = peek, case .delim(let op) = t.kind, op == "+" || op == "-" {
            index += 1
            let right = try calcProduct()
            guard left.kind == right.kind else {
                throw error("calc() cannot add or subtract values of different types", at: t.column)
            }
            left.value = op == "+" ? left.value + right.value : left.value - right.value
        }
        return left
    }

    mutating func calcProduct() throws(ColorParseError) -> Typed {
        var left = try calcTerm()
        while let t = peek {
            if case .delim("*") = t.kind {
                index += 1
                let right = try calcTerm()
                guard left.kind == .number || right.kind == .number else {
                    throw error("calc() can multiply only by a number", at: t.column)
                }
                left = Typed(kind: left.kind == .number ? right.kind : left.kind, value: left.value * right.value)
            } else if t.kind == .slash {
                // Inside a math function `/` is division (the alpha separator never appears inside parentheses).
                index += 1
                let right = try calcTerm()
                if right.kind == .number {
                    left.value /= right.value
                } else if right.kind == left.kind {
                    left = Typed(kind: .number, value: left.value / right.value) // 50rad / 50deg is a number
                } else {
                    throw error("calc() can divide only by a number or a value of the same type", at: t.column)
                }
            } else {
                break
            }
        }
        return left
    }

    mutating func calcTerm() throws(ColorParseError) -> Typed {
        let t = try next(expecting: "a value in calc()")
        switch t.kind {
        case .number(let v): return Typed(kind: .number, value: v)
        case .percentage(let v): return Typed(kind: .percentage, value: v)
        case .dimension(let v, let unit):
            guard let scale = Self.angleUnits[unit] else {
                throw error("unit '\(unit)' needs a page to resolve against", at: t.column, kind: .needsLayout)
            }
            return Typed(kind: .angle, value: v * scale)
        case .openParen:
            let inner = try calcSum()
            try expectCloseParen()
            return inner
        case .function(let name) where CSSCalc.functions.contains(name):
            return try calcArguments(name, column: t.column)
        case .function(let name):
            throw error(
                "\(name)() inside a color is not supported (it takes page lengths)", at: t.column, kind: .needsLayout)
        case .ident(let name):
            let lower = name.lowercased()
            if let c = CSSCalc.constants[lower] { return Typed(kind: .number, value: c) }
            if let v = channels[lower] { return Typed(kind: .number, value: v ?? 0) }
            throw error("unknown keyword '\(name)' in calc()", at: t.column)
        default:
            throw error("unexpected '\(t.text)' in calc()", at: t.column)
        }
    }
}
