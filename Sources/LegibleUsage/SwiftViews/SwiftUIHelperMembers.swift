import Foundation
import LegibleSwiftSyntax

/// SwiftUI views built in a helper member of the view type (`var statusSection: some View { Section { Text(…) } }`,
/// `func row(_ item: Item) -> some View { … }`) are drawn where `body` (or another member) uses the helper: a `Text`
/// of `statusSection` used inside `List { … }` sits on the List row, not on the scene. The search for the layer under
/// it goes on at each place the helper is used in the same type.
extension SwiftUIColorUses {
    /// The helper member (not `body`) of the type enclosing token `index` whose body holds it: its name and the `{` of
    /// its body.
    func enclosingHelperMember(_ index: Int) -> (name: String, open: Int)? {
        guard let type = file.enclosingType(index) else { return nil }
        var member: Int?
        var o = file.nesting.enclosing[index]
        while let open = o, open != type.open {
            member = open
            o = file.nesting.enclosing[open]
        }
        guard let member, file.nesting.isPunctuation(member, "{") else { return nil }
        // Back from the body's `{` to `var NAME` / `func NAME`, within the declaration (bounded).
        var k = member - 1
        while k > type.open, k > member - 60 {
            let t = file.tokens[k]
            if t.kind == .punctuation, [")", "]"].contains(t.text), let partner = file.nesting.partner[k] {
                k = partner - 1
                continue
            }
            if t.kind == .punctuation, ["{", "}", ";"].contains(t.text) { return nil }
            if t.kind == .identifier, ["var", "func"].contains(t.text), k + 1 < member {
                let name = file.tokens[k + 1].text
                return name == "body" ? nil : (name, member)
            }
            if t.kind == .identifier, ["let", "init", "case"].contains(t.text) { return nil }
            k -= 1
        }
        return nil
    }

    /// A `private`/`fileprivate` function of `extension View` (a modifier-style helper, `.placeholder(_:when:)`) that no
    /// code in its file calls with its first argument label: the views it builds are never shown. Overloads of one
    /// name are told apart by that label.
    func unusedPrivateModifier(at index: Int) -> ReviewReason? {
        guard let type = file.enclosingType(index), type.name == ["View"], let member = enclosingHelperMember(index)
        else { return nil }
        let tokens = file.tokens
        // The declaration: `fileprivate func NAME<…>(LABEL …` before the body.
        guard
            let funcIndex = (type.open..<member.open).last(where: {
                tokens[$0].text == "func" && $0 + 1 < member.open && tokens[$0 + 1].text == member.name
            }),
            funcIndex > 0, ["private", "fileprivate"].contains(tokens[funcIndex - 1].text)
        else { return nil }
        var k = funcIndex + 2
        while k < member.open, !file.nesting.isPunctuation(k, "(") { k += 1 }
        guard k + 1 < member.open else { return nil }
        let declared = tokens[k + 1].text // `_` for an unlabeled first parameter
        func callLabel(_ open: Int) -> String {
            guard open + 2 < tokens.count, tokens[open + 1].kind == .identifier,
                file.nesting.isPunctuation(open + 2, ":")
            else { return file.nesting.isPunctuation(open + 1, ")") ? "" : "_" }
            return tokens[open + 1].text
        }
        let called = tokens.indices.contains { i in
            tokens[i].text == member.name && i > 0 && tokens[i - 1].is(".") && file.nesting.isPunctuation(i + 1, "(")
                && !(i > member.open && i < (file.nesting.partner[member.open] ?? i))
                && (callLabel(i + 1) == declared || (declared != "_" && callLabel(i + 1) == ""))
        }
        guard !called else { return nil }
        return ReviewReason(
            .notShown,
            "\(member.name)(\(declared == "_" ? "_" : declared):…) is \(tokens[funcIndex - 1].text) and no code in its "
                + "file calls it: what it builds is never shown")
    }

    /// Where the helper member holding token `index` is used in its type (`statusSection`, `self.statusSection`,
    /// `row(item)`), outside its own body: the token indices, at most four. The type is its declaration and its
    /// extensions in this file (a `private` helper in `extension SettingsView` is used in `SettingsView`'s body, and
    /// Swift lets only this file see it).
    func helperUses(of member: (name: String, open: Int), at index: Int) -> [Int] {
        guard let type = file.enclosingType(index)?.name.last, let memberClose = file.nesting.partner[member.open]
        else {
            return []
        }
        return helperUses(named: member.name, inType: type, outside: member.open...memberClose)
    }

    /// Where a member `name` of type `type` is used in the type's declaration and extensions in this file, outside the
    /// token range `outside` (its own body): the token indices, at most four.
    func helperUses(named name: String, inType type: String, outside: ClosedRange<Int>? = nil) -> [Int] {
        var uses: [Int] = []
        for (open, path) in file.typeBodiesInOrder where path.last == type && uses.count < 4 {
            guard let close = file.nesting.partner[open] else { continue }
            for k in (open + 1)..<close
            where file.tokens[k].kind == .identifier && file.tokens[k].text == name {
                if let outside, outside.contains(k) { continue }
                let before = file.tokens[k - 1]
                if before.kind == .identifier, ["var", "func", "let"].contains(before.text) { continue }
                if file.nesting.isPunctuation(k - 1, "."), !(k >= 2 && file.tokens[k - 2].text == "self") { continue }
                if file.isCompiledOut(k) { continue }
                uses.append(k)
                if uses.count == 4 { break }
            }
        }
        return uses
    }

    /// The layer under a view built in a helper member, found where the helper is used: the one the uses agree on;
    /// a pair for review when they differ; nil when the view is not in a helper or the helper is used nowhere.
    func helperBackground(at index: Int, depth: Int, helperDepth: Int, supplementary: String? = nil) -> Result<
        Found, SwiftViewProblem
    >? {
        // A modifier-style function of `extension View` is called as `.name(…)` on other views, not as a helper of
        // one type (`unusedPrivateModifier`).
        guard helperDepth < 3, file.enclosingType(index)?.name != ["View"], let member = enclosingHelperMember(index)
        else { return nil }
        let uses = helperUses(of: member, at: index)
        guard !uses.isEmpty else { return nil }
        var found: [(Found, Int)] = []
        for use in uses {
            switch background(
                of: SwiftModifierChain(around: use, in: file.nesting, aliases: hosts?.modifierAliases), from: use,
                depth: depth,
                helperDepth: helperDepth + 1, supplementary: supplementary)
            {
            case .success(let f): found.append((f, file.tokens[use].line))
            case .failure(let p):
                return .failure(.init("\(member.name) is used at line \(file.tokens[use].line), \(p.message)"))
            }
        }
        let colors = Set(found.map { $0.0.color.identity })
        let lines = found.map { String($0.1) }.joined(separator: ", ")
        guard colors.count == 1, var result = found.first?.0 else {
            let review = ReviewReason(
                .hostUnknown,
                "\(member.name) is used at lines \(lines) of \(file.enclosingType(index)?.name.last ?? "its type") with \(colors.count) different backgrounds"
            )
            return .success(Found(color: found[0].0.color, evidence: found[0].0.evidence, font: nil, review: review))
        }
        // "scene default" is kept as written: embedding hosts compare against it.
        if result.evidence != "scene default" {
            result.evidence += " where \(member.name) is used (line \(lines))"
        }
        return .success(result)
    }
}
