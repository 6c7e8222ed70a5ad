/// `calc()`, `min()`, `max()` and `clamp()` inside color components (CSS Values 4 §10): `+ - * /`, parentheses,
/// the constants `e`, `pi`, `infinity`, `-infinity`, `NaN`, and relative color channel keywords. Values are
/// typed number, percentage or angle; `+`/`-` need equal types, `*` a number on one side, `/` a number divisor.
/// Units that need layout (`em`, `px`, …) and other math functions (`sign()`, …) are errors: a color file has no
/// element to resolve them against.
enum CSSCalc {
    static let functions: Set<String> = ["calc", "min", "max", "clamp"]
    static let constants: [String: Double] = ["e": 2.718281828459045, "pi": Double.pi, "infinity": .infinity,
                                              "-infinity": -.infinity, "nan": .nan]
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
        let expected = ["calc": 1...1, "min": 1...Int.max, "max": 1...Int.max, "clamp": 3...3][name]!
        guard expected.contains(args.count) else { throw error("\(name)() takes \(expected.lowerBound == expected.upperBound ? "\(expected.lowerBound)" : "at least \(expected.lowerBound)") argument(s)", at: column) }
        guard args.allSatisfy({ $0.kind == args[0].kind }) else { throw error("\(name)() mixes numbers, percentages and angles", at: column) }
        let values = args.map(\.value)
        let result: Double
        switch name {
        case "min": result = values.contains { $0.isNaN } ? .nan : values.min()!
        case "max": result = values.contains { $0.isNaN } ? .nan : values.max()!
        case "clamp": result = max(values[0], min(values[1], values[2]))
        default: result = values[0]
        }
        return Typed(kind: args[0].kind, value: result)
    }

    mutating func calcSum() throws(ColorParseError) -> Typed {
        var left = try calcProduct()
        while let t = peek, case .delim(let op) = t.kind, op == "+" || op == "-" {
            index += 1
            let right = try calcProduct()
            guard left.kind == right.kind else { throw error("calc() cannot add or subtract values of different types", at: t.column) }
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
                guard left.kind == .number || right.kind == .number else { throw error("calc() can multiply only by a number", at: t.column) }
                left = Typed(kind: left.kind == .number ? right.kind : left.kind, value: left.value * right.value)
            } else if t.kind == .slash {
                // Inside a math function `/` is division (the alpha separator never appears inside parentheses).
                index += 1
                let right = try calcTerm()
                guard right.kind == .number else { throw error("calc() can divide only by a number", at: t.column) }
                left.value /= right.value
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
            throw error("\(name)() inside a color is not supported (it takes page lengths)", at: t.column, kind: .needsLayout)
        case .ident(let name):
            let lower = name.lowercased()
            if let c = CSSCalc.constants[lower] { return Typed(kind: .number, value: c) }
            if let v = channels[lower] { return Typed(kind: .number, value: v) }
            throw error("unknown keyword '\(name)' in calc()", at: t.column)
        default:
            throw error("unexpected '\(t.text)' in calc()", at: t.column)
        }
    }
}
