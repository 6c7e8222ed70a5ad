import LegiblePalette
import LegibleSwiftSyntax

/// UIKit: in each type, `view.textColor = X` and `button.setTitleColor(X, for: …)` (text), `view.tintColor = X`
/// (non-text), with the background of the view itself (`view.backgroundColor = Y`; of several, the one set in the
/// same function: `updateColors(for theme:)`, `apply(theme:)`) or, following
/// `parent.addSubview(view)` / `addArrangedSubview` / `insertSubview` (a cell's `contentView` inside the cell), of
/// the nearest view it is added to in the same type. Evidence "same view hierarchy in one type". A view whose
/// chain has no static background is a warning naming it. Views are matched by the name code uses for them
/// (`titleLabel`, `self.titleLabel`; `self` for the type's own view); clear backgrounds are passed through.
/// Text size: `view.font = …` (`SwiftTextSize`).
struct UIKitColorUses {
    let file: SwiftViewFile

    struct Assignment {
        var value: SwiftExpression
        var index: Int
    }

    /// Per type body: what each view name is given.
    struct TypeFacts {
        /// Every background a view is given, in order.
        var backgrounds: [String: [Assignment]] = [:]
        var fonts: [String: SwiftExpression] = [:]
        var parents: [String: String] = [:]
        var uses: [(receiver: String, key: String, value: SwiftExpression?, index: Int, isText: Bool)] = []
    }

    func scan(into scan: inout SwiftViewScan) {
        var facts: [Int: TypeFacts] = [:]
        var order: [Int] = []
        let tokens = file.tokens
        for i in tokens.indices where tokens[i].kind == .identifier && !file.isCompiledOut(i) {
            let name = tokens[i].text
            guard ["textColor", "backgroundColor", "tintColor", "font", "setTitleColor", "addSubview", "addArrangedSubview", "insertSubview"].contains(name),
                  let type = file.enclosingType(i), !(i > 0 && ["let", "var", "func", "case"].contains(tokens[i - 1].text)) else { continue }
            let receiver = receiverPath(before: i)
            if !order.contains(type.open) { order.append(type.open) }
            var f = facts[type.open, default: TypeFacts()]
            if i + 1 < tokens.count, tokens[i + 1].kind == .operator, tokens[i + 1].text == "=" {
                guard let close = file.nesting.partner[type.open] else { continue }
                // A receiver that is not a plain name (`UITableView.appearance().backgroundColor`) matches no other view.
                guard let receiver = receiver ?? (name == "backgroundColor" || name == "font" ? nil : "(computed view, line \(tokens[i].line))") else { continue }
                var parser = SwiftExpressionParser(tokens: tokens, range: (i + 2)..<close)
                let value = parser.parseExpression()
                switch name {
                case "backgroundColor": f.backgrounds[receiver, default: []].append(Assignment(value: value, index: i))
                case "font": f.fonts[receiver] = value
                case "textColor": f.uses.append((receiver, name, value, i, true))
                case "tintColor": f.uses.append((receiver, name, value, i, false))
                default: break
                }
            } else if file.nesting.isPunctuation(i + 1, "("), let receiver = receiver ?? (i > 0 && file.nesting.isPunctuation(i - 1, ".") ? nil : "self") {
                if name == "setTitleColor" {
                    f.uses.append((receiver, name, file.nesting.argument(i + 1), i, true))
                } else if name.hasSuffix("ubview"), let child = file.nesting.argument(i + 1)?.dottedPath {
                    f.parents[Self.normalized(child)] = receiver
                }
            }
            facts[type.open] = f
        }
        for open in order {
            guard let f = facts[open] else { continue }
            for use in f.uses { add(use, facts: f, into: &scan) }
        }
    }

    func add(_ use: (receiver: String, key: String, value: SwiftExpression?, index: Int, isText: Bool), facts: TypeFacts, into scan: inout SwiftViewScan) {
        let type = file.enclosingType(use.index)?.name.joined(separator: ".") ?? "?"
        let site = UsageSite(location: file.location(use.index, keyPath: use.key), elementID: "\(type).\(use.receiver)", elementClass: "UIKit view")
        if use.isText { scan.elementsWithTextColor += 1 }
        let what = use.isText ? "text color (\(use.key))" : "\(use.key) (non-text)"
        guard let value = use.value else { return scan.problem(site, "\(what) not checked: no color argument") }
        let foreground: ObservedColor
        switch file.color(value, at: use.index, colorType: "UIColor") {
        case .failure(let p): return scan.problem(site, "\(what) not checked: \(p.message)")
        case .success(let c): foreground = c
        }
        if case .inline(let c) = foreground, SwiftViewDefaults.isClear(c) {
            if use.isText { scan.problem(site, "\(what) not checked: the text color is fully transparent") }
            return
        }
        var view = use.receiver
        var visited: Set<String> = []
        while visited.insert(view).inserted {
            if let assignment = background(of: view, forUseAt: use.index, facts) {
                switch file.color(assignment.value, at: assignment.index, colorType: "UIColor") {
                case .failure(let p):
                    return scan.problem(site, "\(what) not checked: background of '\(view)' not known: \(p.message)")
                case .success(.inline(let c)) where SwiftViewDefaults.isClear(c):
                    break // clear: the parent shows through
                case .success(let background):
                    let font = facts.fonts[use.receiver].flatMap(SwiftTextSize.isLarge)
                    scan.pairs.append(ObservedPair(foreground: foreground, background: background, role: use.isText ? .text(large: font) : .nonText,
                                                   site: site, evidence: "same view hierarchy in one type"))
                    return
                }
            }
            guard let parent = facts.parents[view] ?? (view == "contentView" ? "self" : nil) else { break }
            view = parent
        }
        scan.problem(site, "\(what) not checked: background unknown (no backgroundColor on '\(use.receiver)' or the views it is added to in \(type))")
    }

    /// The background a view has where a color is set: the one set in the same function (`updateColors(for
    /// theme:)` setting both), else the first one the type sets.
    func background(of view: String, forUseAt index: Int, _ facts: TypeFacts) -> Assignment? {
        guard let all = facts.backgrounds[view], let first = all.first else { return nil }
        guard let function = file.enclosingFunction(index) else { return first }
        return all.first { file.enclosingFunction($0.index) == function } ?? first
    }

    /// `titleLabel` for `self.titleLabel.textColor`, `self` for a bare `textColor`; nil for a receiver that is not a
    /// plain name path (`labels[0].textColor`, `make().textColor`).
    func receiverPath(before index: Int) -> String? {
        guard index > 0, file.nesting.isPunctuation(index - 1, ".") else { return "self" }
        var parts: [String] = []
        var k = index - 2
        while k >= 0 {
            if file.tokens[k].kind == .operator, ["?", "!"].contains(file.tokens[k].text) { k -= 1; continue }
            guard file.tokens[k].kind == .identifier else { return nil }
            parts.insert(file.tokens[k].text, at: 0)
            guard k >= 1, file.nesting.isPunctuation(k - 1, ".") else { break }
            k -= 2
        }
        guard !parts.isEmpty else { return nil }
        return Self.normalized(parts.joined(separator: "."))
    }

    static func normalized(_ path: String) -> String {
        path.hasPrefix("self.") ? String(path.dropFirst(5)) : path
    }
}
