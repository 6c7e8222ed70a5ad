import LegibleSwiftSyntax

extension SwiftUIColorUses {
    /// How much a view's `.opacity(x)` modifiers fade its text: the factor and the condition it holds under
    /// (`.opacity(isNew ? 1 : 0.65)` is two fades, one per branch), with the modifiers' lines for the evidence.
    struct Fade {
        var alpha: Double
        var condition: String?
        var note: String?
        /// The conditions this fade cannot hold under (the other branch of its ternary: `isRead ? 0.5 : 1` at 0.5
        /// excludes "otherwise (not isRead)"), so a color chosen by the same test pairs with its own branch only.
        var excludes: [String] = []
        /// Why the pair needs review in this case: a fade of the layer under the text too (the other cases, at full
        /// opacity, stay pairs).
        var review: ReviewReason? = nil
    }

    /// The fades of a text (`fades(of:layerAt:)`), or why they are not followed.
    enum Fading {
        case fades([Fade])
        case review(ReviewReason)
    }

    /// SwiftUI's `.opacity(x)` draws its view, and everything inside it, at that opacity over what is behind it. On
    /// the view of `chain` and the views around it in this file (up to a sheet's or popover's content, which is drawn
    /// on the presentation): when the layer under the text (`layerAt`, `Found.layerAt`) is outside every faded view,
    /// the text alone fades over it, and its alpha is multiplied by theirs; one fade per combination of their
    /// branches. When a faded view holds that layer too (`.background(card).opacity(0.65)`, an opacity on the `List`
    /// whose rows are the layer), both fade over what is behind that view, which the pair does not follow: review in
    /// each faded case (a case at full opacity stays a pair). An opacity computed at run time (`.opacity(progress)`)
    /// is review too. A branch at 0 draws nothing: no fade.
    func fades(of chain: SwiftModifierChain, layerAt: Int?) -> Fading {
        let layerHead = layerAt.map {
            SwiftModifierChain(around: $0, in: file.nesting, aliases: hosts?.modifierAliases).head
        }
        var passedLayer = false
        var fades = [Fade(alpha: 1, condition: nil, note: nil)]
        // `after`: the modifier whose content the text is (`.overlay { … }`): only the modifiers after it draw over
        // it (`Capsule().opacity(0.2).overlay { Text(…) }` does not fade the text).
        func read(_ c: SwiftModifierChain, after: Int? = nil) -> ReviewReason? {
            let isLayer = layerHead == c.head
            defer { if isLayer { passedLayer = true } }
            for m in c.modifiers where m.name == "opacity" && m.nameIndex > after ?? -1 {
                guard let open = m.arguments, let argument = file.nesting.argument(open) else { continue }
                let line = file.location(m.nameIndex).line
                let written = ".opacity(\(argument.written ?? "a value")) (line \(line))"
                let branches = SwiftColorBranches.branches(of: argument, limit: 4)
                var values: [(Double, String?, [String])] = []
                for branch in branches {
                    guard case .number(let value, _) = branch.expression, value >= 0, value <= 1 else {
                        return ReviewReason(
                            .setInCode, "\(written) fades the text by a value computed at run time")
                    }
                    var excludes: [String] = []
                    if case .ternary(let test, _, _, _) = argument, let condition = branch.condition {
                        let yes = "when \(SwiftColorBranches.describe(test))"
                        excludes = [condition.hasPrefix(yes) ? SwiftColorBranches.otherwise(test) : yes]
                    }
                    values.append((value, branch.condition, excludes))
                }
                guard values.contains(where: { $0.0 < 1 }) else { continue }
                let holdsLayer = passedLayer || (isLayer && (layerAt == c.head || m.nameIndex > layerAt ?? 0))
                let withLayer = ReviewReason(
                    .overlap,
                    "\(written) fades the layer under the text with it, over what is behind that view, which is not "
                        + "followed")
                if holdsLayer, values.count == 1 { return withLayer }
                fades = fades.flatMap { fade in
                    values.map { value, condition, excludes in
                        Fade(
                            alpha: holdsLayer ? fade.alpha : fade.alpha * value,
                            condition: [fade.condition, condition].compactMap { $0 }.filter { !$0.isEmpty }
                                .joined(separator: ", "),
                            note: [fade.note, value < 1 && !holdsLayer ? written : nil].compactMap { $0 }.filter {
                                !$0.isEmpty
                            }
                            .joined(separator: ", "),
                            excludes: fade.excludes + excludes,
                            review: fade.review ?? (holdsLayer && value < 1 ? withLayer : nil))
                    }
                }
                if fades.count > 4 {
                    return ReviewReason(.setInCode, "\(written) gives the text too many opacities to list")
                }
            }
            return nil
        }
        if let review = read(chain) { return .review(review) }
        var head = chain.head
        while let open = file.nesting.enclosing[head], file.typeBodies[open] == nil {
            guard let owner = ownerName(of: open) else {
                head = open
                continue
            }
            if presentationKind(open: open, owner: owner, inner: head) != nil { break }
            let ownerChain = SwiftModifierChain(around: owner, in: file.nesting, aliases: hosts?.modifierAliases)
            if let review = read(ownerChain, after: owner == ownerChain.head ? nil : owner) { return .review(review) }
            head = ownerChain.head
        }
        return .fades(
            fades.compactMap { fade in
                guard fade.alpha > 0 else { return nil }
                var read = fade
                read.condition = fade.condition?.isEmpty == false ? fade.condition : nil
                read.note = fade.note?.isEmpty == false ? fade.note : nil
                return read
            })
    }
}
