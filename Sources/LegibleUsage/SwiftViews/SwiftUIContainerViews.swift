import Foundation
import LegibleSwiftSyntax

/// An app's own container view takes its content as a view-builder property and places it in its `body`
/// (`struct SettingsForm<Content: View>: View { @ViewBuilder var content: Content; var body: some View { Form {
/// content } } }`): a view written in `SettingsForm { … }` sits on what `body` draws where `content` is used (a form
/// row there), and on what is under the container when the container draws nothing there. The same for an app
/// function that places content passed in a closure (`SwiftUIContentFunctions`).
extension SwiftUIColorUses {
    /// The layer under content passed to the container view type `type` (declared once in the files read): nil when
    /// `type` is not such a container; a result with `reachedTop` when the container draws nothing under its content.
    ///
    /// `label` is the closure's argument label (`header` in `ThemedSection { … } header: { … }`; nil for the first
    /// trailing closure): the content sits where the container uses the property of that name (`content` for the
    /// first), not where it uses its other view properties. One the container places as a `Section`'s header or
    /// footer is drawn on the list's background outside the container: the search goes on there, as that.
    func containerLayer(
        named type: String, depth: Int, supplementary: String?, font: SwiftExpression?, review: ReviewReason?,
        label: String? = nil
    ) -> Result<Found, SwiftViewProblem>? {
        guard let hosts, depth < 3 else { return nil }
        let container: SwiftUIColorUses
        let uses: [Int]
        if let declarations = hosts.declarations[type], declarations.count == 1, let declaration = declarations.first {
            container = SwiftUIColorUses(file: hosts.files[declaration.file], hosts: hosts)
            uses = container.contentUses(in: declaration.open)
        } else if let function = hosts.contentFunctions.function(named: type) {
            // An app function placing content passed in a closure (`SwiftUIContentFunctions`).
            container = SwiftUIColorUses(file: hosts.files[function.file], hosts: hosts)
            uses = function.uses
        } else {
            return nil
        }
        guard !uses.isEmpty else { return nil }
        let named = uses.filter { container.file.tokens[$0].text == (label ?? "content") }
        var found: [(Found, String)] = []
        for use in named.isEmpty ? uses : named {
            let place = "\((container.file.path as NSString).lastPathComponent):\(container.file.tokens[use].line)"
            if let open = container.file.nesting.enclosing[use], let owner = container.ownerName(of: open),
                let placed = container.sectionSupplementary(open: open, owner: owner, inner: use)
            {
                // A `Section`'s header or footer: on the list's background outside the container, found from there.
                var outside = Found(
                    color: SwiftViewDefaults.system("systemBackground", at: container.file.location(use)),
                    evidence: "", font: font, review: review, reachedTop: true)
                outside.supplementary = placed
                return .success(outside)
            }
            switch container.background(
                of: SwiftModifierChain(around: use, in: container.file.nesting, aliases: hosts.modifierAliases),
                from: use, depth: depth + 1,
                supplementary: supplementary, stopAtType: true)
            {
            case .success(let f): found.append((f, place))
            case .failure(let p):
                return .failure(.init("\(type) places its content at \(place), where \(p.message)"))
            }
        }
        let places = found.map(\.1).joined(separator: ", ")
        let colors = Set(found.map { $0.0.reachedTop ? "" : $0.0.color.identity })
        guard colors.count == 1, var result = found.first?.0 else {
            let why = ReviewReason(
                .hostUnknown,
                "\(type) places its content in \(found.count) places with different backgrounds (\(places))")
            return .success(Found(color: found[0].0.color, evidence: found[0].0.evidence, font: font, review: why))
        }
        result.font = font ?? result.font
        result.review = review ?? result.review
        if !result.reachedTop { result.evidence += " inside \(type), where it places its content (\(places))" }
        return .success(result)
    }

    /// Where the body of the view type whose body opens at `open` uses one of its view-builder properties (a
    /// property whose type is a generic parameter conforming to `View`, `AnyView`, or a function returning one):
    /// token indices, at most four.
    func contentUses(in open: Int) -> [Int] {
        let tokens = file.tokens
        guard let close = file.nesting.partner[open] else { return [] }
        // Generic parameters conforming to View, from the declaration (`<Content: View>`, `where Content: View`).
        var viewTypes: Set<String> = ["AnyView"]
        var k = open - 1
        while k > 0, !SwiftTypeDeclaration.keywords.contains(tokens[k].text) { k -= 1 }
        for i in k..<open
        where tokens[i].kind == .identifier && i + 2 < open && file.nesting.isPunctuation(i + 1, ":")
            && tokens[i + 2].text == "View"
        {
            viewTypes.insert(tokens[i].text)
        }
        // Stored properties of such a type (`let content: Content`, `var label: () -> Label`), and the braces of
        // `body` and of the type's other members (`var normalBody: some View { … }`, `func row() -> some View`).
        var properties: Set<String> = []
        var members: [String: Int] = [:]
        for i in (open + 1)..<close
        where file.nesting.enclosing[i] == open && ["let", "var", "func"].contains(tokens[i].text) && i + 2 < close {
            let name = tokens[i + 1].text
            if tokens[i].text == "func" || name == "body" || Self.isComputedView(tokens, from: i + 2, to: close) {
                if let brace = ((i + 2)..<close).first(where: { file.nesting.isPunctuation($0, "{") }) {
                    members[name] = brace
                }
                continue
            }
            guard file.nesting.isPunctuation(i + 2, ":") else { continue }
            var t = i + 3
            while t < close, !tokens[t].startsLine || t == i + 3 {
                if viewTypes.contains(tokens[t].text) { properties.insert(name) }
                if file.nesting.isPunctuation(t, "{") || file.nesting.isPunctuation(t, "=") { break }
                t += 1
            }
        }
        guard members["body"] != nil, !properties.isEmpty else { return [] }
        // From `body`, through the members it names (`if plain { plainBody } else { normalBody }`), each once.
        var uses: [Int] = []
        var pending = ["body"]
        var visited: Set<String> = []
        while let name = pending.popLast(), uses.count < 4 {
            guard visited.insert(name).inserted, let brace = members[name], let end = file.nesting.partner[brace]
            else { continue }
            for i in (brace + 1)..<end where tokens[i].kind == .identifier {
                if file.nesting.isPunctuation(i - 1, "."), !(i >= 2 && tokens[i - 2].text == "self") { continue }
                if file.nesting.isPunctuation(i + 1, ":") || file.isCompiledOut(i) { continue }
                // `if let header = header`: a binding's name and value, not a place the view is shown.
                if ["let", "var", "="].contains(tokens[i - 1].text) || tokens[i + 1].text == "=" { continue }
                if properties.contains(tokens[i].text) {
                    uses.append(i)
                    if uses.count == 4 { break }
                } else if members[tokens[i].text] != nil {
                    pending.append(tokens[i].text)
                }
            }
        }
        return uses
    }

    /// Whether the declaration after a `var NAME` (from its `:`) is a computed view: `: some View {`, `: AnyView {`.
    static func isComputedView(_ tokens: [SwiftToken], from start: Int, to close: Int) -> Bool {
        guard start + 1 < close, tokens[start].text == ":" else { return false }
        var t = start + 1
        var sawView = false
        while t < close, t < start + 6 {
            if tokens[t].text == "View" || tokens[t].text == "AnyView" { sawView = true }
            if tokens[t].text == "{" { return sawView }
            if tokens[t].text == "=" { return false }
            t += 1
        }
        return false
    }
}
