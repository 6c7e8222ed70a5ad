import Foundation
import LegibleSwiftSyntax

/// A function of an app's extension of `View`, `Text`, `Shape` or `Image` (`private extension Text { func
/// captionStyle() -> some View { self.foregroundStyle(.gray) } }`) builds its views around the view it is called on
/// (`.captionStyle()`): what it draws sits where it is called, on that place's layer and at that place's
/// user-interface level (a page pushed inside a sheet is elevated there), not on a scene of its own. The search for the
/// layer under a text it colors goes on at each call (`.name(`), in its file when the function or its extension is
/// `private`/`fileprivate`, else in every file read (at most four calls); calls on different layers need review.
extension SwiftUIColorUses {
    func modifierCallBackground(at index: Int, depth: Int, helperDepth: Int, supplementary: String?) -> Result<
        Found, SwiftViewProblem
    >? {
        guard helperDepth < 3, let hosts, let type = file.enclosingType(index), type.name.count == 1,
            SwiftUIModifierAliases.viewTypes.contains(type.name[0]),
            SwiftUIModifierAliases.isExtension(type.open, file),
            let member = enclosingHelperMember(index), let memberClose = file.nesting.partner[member.open]
        else { return nil }
        let own = member.open...memberClose
        // Overloads of one name are told apart by their first argument label.
        guard let label = declaredLabel(member) else { return nil }
        var calls: [(host: SwiftUIColorUses, index: Int)] = calls(of: member.name, label, in: self, outside: own)
        if calls.isEmpty, !isFileLocal(type.open, member: member) {
            for other in hosts.files where other.path != file.path && !other.isTest && calls.count < 4 {
                calls += self.calls(
                    of: member.name, label, in: SwiftUIColorUses(file: other, hosts: hosts), outside: nil)
            }
        }
        guard !calls.isEmpty else { return nil }
        var found: [(Found, String)] = []
        for call in calls.prefix(4) {
            let place =
                "\((call.host.file.path as NSString).lastPathComponent):\(call.host.file.tokens[call.index].line)"
            let chain = SwiftModifierChain(
                around: call.index, in: call.host.file.nesting, aliases: hosts.modifierAliases)
            switch call.host.background(
                of: chain, from: call.index, depth: depth, helperDepth: helperDepth + 1, supplementary: supplementary)
            {
            case .success(let f): found.append((f, place))
            case .failure(let p): return .failure(.init("\(member.name)() is called at \(place), \(p.message)"))
            }
        }
        let places = found.map(\.1).joined(separator: ", ")
        guard Set(found.map(\.0.color.identity)).count == 1, var result = found.first?.0 else {
            return .success(
                Found(
                    color: found[0].0.color, evidence: found[0].0.evidence, font: nil,
                    review: ReviewReason(
                        .hostUnknown, "\(member.name)() is called at \(places) on different backgrounds")))
        }
        if result.review == nil { result.review = found.lazy.compactMap(\.0.review).first }
        // "scene default" is kept as written: embedding hosts compare against it.
        if result.evidence != "scene default" { result.evidence += " where \(member.name)() is called (\(places))" }
        return .success(result)
    }

    /// The first argument label of the function whose body opens at `member.open`: `""` without parameters, `_`
    /// unlabelled, else the label; nil when the declaration is not found.
    private func declaredLabel(_ member: (name: String, open: Int)) -> String? {
        let tokens = file.tokens
        guard
            let function = (max(0, member.open - 60)..<member.open).last(where: {
                tokens[$0].text == "func" && $0 + 1 < tokens.count && tokens[$0 + 1].text == member.name
            })
        else { return nil }
        var k = function + 2
        while k < member.open, !file.nesting.isPunctuation(k, "(") { k += 1 }
        guard k + 2 < member.open else { return nil }
        if file.nesting.isPunctuation(k + 1, ")") { return "" }
        return tokens[k + 1].text
    }

    /// The first argument label of the call whose `(` is `open` in `host`'s file: `""` without arguments, `_`
    /// unlabelled, else the label.
    private func callLabel(_ open: Int, in host: SwiftUIColorUses) -> String {
        let tokens = host.file.tokens
        if host.file.nesting.isPunctuation(open + 1, ")") { return "" }
        guard open + 2 < tokens.count, tokens[open + 1].kind == .identifier,
            host.file.nesting.isPunctuation(open + 2, ":")
        else { return "_" }
        return tokens[open + 1].text
    }

    /// Where `host`'s file calls `.name(` with first argument label `label` outside the token range `outside`, at
    /// most four places.
    private func calls(of name: String, _ label: String, in host: SwiftUIColorUses, outside: ClosedRange<Int>?) -> [(
        host: SwiftUIColorUses, index: Int
    )] {
        let tokens = host.file.tokens
        var out: [(host: SwiftUIColorUses, index: Int)] = []
        for k in tokens.indices.dropFirst() where tokens[k].kind == .identifier && tokens[k].text == name {
            guard host.file.nesting.isPunctuation(k - 1, "."), k + 1 < tokens.count,
                host.file.nesting.isPunctuation(k + 1, "("), !(outside?.contains(k) ?? false),
                !host.file.isCompiledOut(k), callLabel(k + 1, in: host) == label
            else { continue }
            out.append((host, k))
            if out.count == 4 { break }
        }
        return out
    }

    /// Whether the function at `member` or the extension whose body opens at `open` is `private` or `fileprivate`:
    /// only its file calls it.
    private func isFileLocal(_ open: Int, member: (name: String, open: Int)) -> Bool {
        let tokens = file.tokens
        let keyword = (max(0, open - 12)..<open).last { tokens[$0].text == "extension" }
        let function = (max(0, member.open - 60)..<member.open).last {
            tokens[$0].text == "func" && $0 + 1 < tokens.count && tokens[$0 + 1].text == member.name
        }
        return [keyword, function].contains { $0.map { Self.isPrivate(tokens, keyword: $0) } ?? false }
    }
}
