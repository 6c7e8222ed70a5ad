import Foundation
import LegiblePalette
import LegibleSwiftSyntax

/// An appearance SwiftUI code forces on a view: `.preferredColorScheme(.dark)` applies to the whole presentation
/// holding the view it is written on (a window, a sheet) and to what that presentation presents;
/// `.environment(\.colorScheme, .light)` applies to the view's subtree only, not to the sheets and popovers presented
/// from it. The view is then shown in that appearance only, unless the modifier is in a build the app store does not
/// ship (`#if SNAPSHOT`, `SwiftReleaseCode.isReleaseBuild`). The search goes out through the enclosing views of the
/// file, then through every place the view's type is embedded (`SwiftViewHosts`): a view is forced only when every
/// place forces the same appearance.
extension SwiftUIColorUses {
    struct ForcedScheme {
        var appearance: Appearance
        /// `.preferredColorScheme(.dark), line 6` (and the file when it is another).
        var source: String
    }

    /// The appearance forced on the view whose chain is `chain` (token `index`), if any.
    /// `crossedPresentation`: the search has left a sheet's or popover's content (an environment value set further
    /// out does not reach it).
    func forcedScheme(_ chain: SwiftModifierChain, from index: Int, depth: Int = 0, crossedPresentation: Bool = false)
        -> ForcedScheme?
    {
        var crossedPresentation = crossedPresentation
        func scheme(_ c: SwiftModifierChain) -> ForcedScheme? {
            for m in c.modifiers where file.release.isReleaseBuild(m.nameIndex) {
                guard let open = m.arguments else { continue }
                let value: SwiftExpression?
                if m.name == "preferredColorScheme" {
                    value = file.nesting.argument(open)
                } else if m.name == "environment", !crossedPresentation, isColorSchemeKeyPath(after: open),
                    let close = file.nesting.partner[open]
                {
                    var parser = SwiftExpressionParser(tokens: file.tokens, range: (open + 1)..<close)
                    let arguments = parser.parseArguments()
                    value = arguments.count == 2 ? arguments[1].value : nil
                } else {
                    continue
                }
                guard case .implicitMember(let name, _)? = value, name == "dark" || name == "light" else { continue }
                let line = file.location(m.nameIndex).line
                let written = m.name == "environment" ? "\\.colorScheme, .\(name)" : ".\(name)"
                return ForcedScheme(
                    appearance: name == "dark" ? .dark : .light,
                    source:
                        ".\(m.name)(\(written)), \(depth > 0 ? (file.path as NSString).lastPathComponent + ":" : "line ")\(line)"
                )
            }
            return nil
        }
        if let own = scheme(chain) { return own }
        var head = chain.head
        while let open = file.nesting.enclosing[head], file.typeBodies[open] == nil {
            guard let owner = ownerName(of: open) else { head = open; continue }
            if presentationKind(open: open, owner: owner) != nil { crossedPresentation = true }
            let ownerChain = SwiftModifierChain(around: owner, in: file.nesting, aliases: hosts?.modifierAliases)
            if let found = scheme(ownerChain) { return found }
            head = ownerChain.head
        }
        // Where the view's type is embedded: forced only when every place forces the same appearance.
        guard let hosts, depth < 3, let body = file.enclosingType(index), let type = body.name.last,
            SwiftViewHosts.isView(file, body: body.open), let uses = hosts.uses[type], !uses.isEmpty
        else { return nil }
        var all: [ForcedScheme] = []
        for use in uses.prefix(4) {
            let host = SwiftUIColorUses(file: hosts.files[use.file], hosts: hosts)
            guard
                let found = host.forcedScheme(
                    SwiftModifierChain(around: use.index, in: host.file.nesting, aliases: hosts.modifierAliases),
                    from: use.index, depth: depth + 1,
                    crossedPresentation: crossedPresentation)
            else { return nil }
            all.append(found)
        }
        guard let first = all.first, all.allSatisfy({ $0.appearance == first.appearance }) else { return nil }
        return first
    }

    /// `\.colorScheme` as the first argument after `open`.
    func isColorSchemeKeyPath(after open: Int) -> Bool {
        let tokens = file.tokens
        guard open + 3 < tokens.count else { return false }
        return tokens[open + 1].text == "\\" && tokens[open + 2].text == "." && tokens[open + 3].text == "colorScheme"
    }
}
