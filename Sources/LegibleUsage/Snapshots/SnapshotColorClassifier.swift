import LegiblePalette
import LegibleSwiftSyntax

/// Decides whether the expression before `.cgColor` is a dynamic color, and why, from its tokens only (no type
/// checking): a system/semantic color (`UIColor.separator`, `.label`, `Color.primary`, `NSColor.labelColor`), an
/// asset catalog color (`UIColor(named:)`, `Color("Brand")`, `UIColor(resource:)`; fixed when the palette of the
/// same run has it with a single appearance), a dynamic provider (`UIColor { … }`, `UIColor(dynamicProvider:)`, a
/// `light:dark:` helper), or a palette color with more than one appearance (`Palette.border`). Fixed colors
/// (`UIColor.red`, `UIColor(red:…)`, hex helpers) and expressions it cannot see into (a variable, a property of
/// another object) are not dynamic: the rule reports what it can show, never a guess.
struct SnapshotColorClassifier {
    let palette: Palette

    static func isColorType(_ name: String) -> Bool { SwiftPlatformColors.colorTypes.contains(name) }

    /// Index of the `(` `[` `{` that `close` closes, scanning back.
    static func matchingOpen(_ tokens: [SwiftToken], close: Int) -> Int? {
        let pairs = [")": "(", "]": "[", "}": "{"]
        guard let open = pairs[tokens[close].text], tokens[close].kind != .string else { return nil }
        var depth = 0
        var i = close
        while i >= 0 {
            let t = tokens[i]
            if t.kind != .string {
                if t.text == tokens[close].text {
                    depth += 1
                } else if t.text == open {
                    depth -= 1; if depth == 0 { return i }
                }
            }
            i -= 1
        }
        return nil
    }

    /// The start index of the postfix expression ending at `end` (`UIColor.label`, `UIColor(named: "x")!`,
    /// `.separator`, `UIColor { … }`), or nil when `end` does not end an expression.
    static func receiverStart(_ tokens: [SwiftToken], end: Int) -> Int? {
        var j = end
        var start: Int?
        while j >= 0 {
            let t = tokens[j]
            if (t.is("?") || t.is("!")) && !t.spaceBefore && start != nil || (t.is("?") || t.is("!")) && j == end {
                start = j; j -= 1; continue
            }
            if t.kind != .string && (t.is(")") || t.is("]") || t.is("}")) {
                guard let open = matchingOpen(tokens, close: j) else { return start }
                start = open
                j = open - 1
                // A call or subscript: its callee; a trailing closure may follow a space.
                if j >= 0, tokens[j].kind == .identifier || tokens[j].is(")") && t.is("}"),
                    !tokens[open].spaceBefore || t.is("}")
                {
                    continue
                }
                return start
            }
            if t.kind == .identifier {
                start = j
                j -= 1
                guard j >= 0, tokens[j].is(".") else { return start }
                start = j
                // `a.b` continues the chain; a `.` after a space that does not start a line is an implicit member.
                if tokens[j].spaceBefore && !tokens[j].startsLine { return start }
                j -= 1
                guard j >= 0,
                    tokens[j].kind == .identifier || tokens[j].is(")") || tokens[j].is("]") || tokens[j].is("}")
                        || tokens[j].is("?") || tokens[j].is("!")
                else { return start }
                continue
            }
            return start
        }
        return start
    }

    /// Why `tokens[range]` is a dynamic color, or nil when it is fixed or unknown.
    func dynamicReason(_ tokens: ArraySlice<SwiftToken>) -> String? {
        var expr = Array(tokens)
        // `?`/`!` and `.withAlphaComponent(…)` / `.opacity(…)` keep the color's dynamism.
        while let last = expr.last {
            if last.is("?") || last.is("!") { expr.removeLast(); continue }
            if last.is(")"), let open = Self.matchingOpen(expr, close: expr.count - 1), open >= 2,
                ["withAlphaComponent", "opacity"].contains(expr[open - 1].text), expr[open - 2].is(".")
            {
                expr.removeSubrange((open - 2)...)
                continue
            }
            break
        }
        guard let last = expr.last else { return nil }
        // Already resolved for one trait collection: reported at `resolvedColor(with:)`, not again here.
        if expr.contains(where: { $0.kind == .identifier && $0.text == "resolvedColor" }) { return nil }
        if last.is(")") || last.is("}"), let open = Self.matchingOpen(expr, close: expr.count - 1) {
            return callReason(expr, open: open)
        }
        return memberReason(expr)
    }

    /// `UIColor(named: "x")`, `UIColor { … }`, `UIColor(dynamicProvider:)`, `Color(light:dark:)`, `UIColor(Color.primary)`.
    func callReason(_ expr: [SwiftToken], open: Int) -> String? {
        var calleeIndex = open - 1
        if expr[open].is("{"), calleeIndex >= 0, expr[calleeIndex].is(")"),
            let inner = Self.matchingOpen(expr, close: calleeIndex)
        {
            calleeIndex = inner - 1 // `NSColor(name: nil) { … }`
        }
        guard calleeIndex >= 0, expr[calleeIndex].kind == .identifier else { return nil }
        let callee = expr[calleeIndex].text
        let arguments = Array(expr[(calleeIndex + 2)..<max(calleeIndex + 2, expr.count - 1)])
        let labels = Set(
            arguments.indices.compactMap { i -> String? in
                guard i + 1 < arguments.count, arguments[i].kind == .identifier, arguments[i + 1].is(":"),
                    i == 0 || arguments[i - 1].is(",")
                else { return nil }
                return arguments[i].text
            })
        if labels.contains("dynamicProvider") || expr[open].is("{") && Self.isColorType(callee) {
            return "dynamic provider"
        }
        if labels.contains("light") && labels.contains("dark") { return "light/dark helper" }
        guard Self.isColorType(callee) else { return nil }
        if labels.contains("named") || labels.contains("resource") || labels.isEmpty && arguments.first?.kind == .string
        {
            if let name = arguments.first(where: { $0.kind == .string })?.text ?? arguments.last?.text,
                let color = palette.colors.first(where: { $0.name == name || $0.name.hasSuffix("/" + name) })
            {
                return color.appearances.count > 1
                    ? "asset catalog color with \(color.appearances.map(\.rawValue).joined(separator: ", "))" : nil
            }
            return "asset catalog color"
        }
        // `UIColor(Color.primary)`, `Color(uiColor: .label)`, `UIColor(cgColor:)`: the wrapped color decides.
        if labels.isEmpty || labels == ["uiColor"] || labels == ["nsColor"] {
            let inner = arguments.drop { $0.is("uiColor") || $0.is("nsColor") || $0.is(":") }
            if !inner.isEmpty, let start = Self.receiverStart(Array(inner), end: inner.count - 1), start == 0 {
                return dynamicReason(inner)
            }
        }
        return nil // UIColor(red:…), (white:), (hue:), (displayP3Red:), hex helpers: fixed
    }

    /// `UIColor.separator`, `.label`, `Color.primary`, `Palette.border`, `UIColor.Palette.border`.
    func memberReason(_ expr: [SwiftToken]) -> String? {
        guard expr.allSatisfy({ $0.kind == .identifier || $0.is(".") }) else { return nil }
        let names = expr.filter { $0.kind == .identifier }.map(\.text)
        guard let member = names.last else { return nil }
        let implicit = expr.first?.is(".") ?? false
        let qualifier = names.count >= 2 ? names[names.count - 2] : nil
        if let qualifier, Self.isColorType(qualifier),
            let dynamic = SwiftPlatformColors.isDynamic(type: qualifier, name: member)
        {
            return dynamic ? "system color" : nil
        }
        // `.label`: UIKit's member when UIKit knows it (a bare `label` is a variable, never a platform color).
        if implicit, names.count == 1, let dynamic = SwiftPlatformColors.isDynamic(type: "UIColor", name: member) {
            return dynamic ? "system color" : nil
        }
        // A palette color: written with its type (`Palette.border`), as an implicit member, or by its full name.
        let written = names.joined(separator: ".")
        let typeQualified = names.count > 1 && (names.first?.first?.isUppercase ?? false)
        let candidates = palette.colors.filter { c in
            c.name == written
                || typeQualified && (c.name.hasSuffix("." + written) || written.hasSuffix("." + c.name))
                || implicit && c.name.split(separator: ".").last.map(String.init) == member
        }
        guard let color = candidates.first, color.appearances.count > 1 else { return nil }
        return "palette color \(color.name) with \(color.appearances.map(\.rawValue).joined(separator: ", "))"
    }
}
