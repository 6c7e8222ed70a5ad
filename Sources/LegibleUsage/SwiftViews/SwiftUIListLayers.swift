import LegibleSwiftSyntax

/// What a SwiftUI `List` or `Form` draws under the views in it, by style and platform (Apple Human Interface
/// Guidelines, Lists and tables; UIKit system colors, "System background colors"):
/// - iOS, grouped styles (a `Form`; a `List` that is `.automatic`, `.insetGrouped` or `.grouped`): a row on its cell
///   fill `secondarySystemGroupedBackground`; a section header or footer on the list's own background
///   `systemGroupedBackground`, or, after `.scrollContentBackground(.hidden)`, on what the list's `.background(X)` /
///   `.containerBackground(X, for:)` or its enclosing views draw (the rows keep their fill);
/// - iOS, `.plain` / `.inset`: rows on `systemBackground` (the list's own fill); a header may be pinned over the rows
///   on a bar material while scrolling, so it needs review;
/// - iOS, `.sidebar`: the list draws a sidebar background on iPad and grouped cells on iPhone: review;
/// - macOS, a `Form` in the `.grouped` style: rows sit in section boxes whose fill is not a documented AppKit system
///   color (none in Legible's AppKit table), so they need review with the window background shown; so do rows of a
///   `Form` with no style (Apple's `Form` page says "aligned vertical stacks on macOS", but apps get grouped sections
///   there too); only `.formStyle(.columns)` is sure to draw none. Headers and footers sit on the window. A macOS
///   `List` draws no row fill.
/// A row whose background is cleared (`.listRowBackground(Color.clear)`) sits on the list's own background, like a
/// header. `.scrollContentBackground(.hidden)` is an environment value: when the app's code sets it on a view that
/// encloses lists (`SwiftViewHosts.scrollBackgroundHiders`) and not on this list, whether this list still draws its
/// background depends on where it is shown, so such a row or header needs review.
extension SwiftUIColorUses {
    /// What the search for the layer does at a list: return a layer, or go on outward with a reason for review.
    enum ListLayer {
        case found(Result<Found, SwiftViewProblem>)
        case goOn(ReviewReason?)
    }

    static let sectionSupplementaries: Set<String> = ["header", "footer"]

    /// `header` or `footer` when the view whose chain head is `inner` (directly inside the bracket `open`, owned by
    /// the name at `owner`) is a `Section`'s header or footer: `Section { … } header: { Text(…) }`,
    /// `Section(header: Text(…))`, `Section(content: { … }, footer: { … })`.
    func sectionSupplementary(open: Int, owner: Int, inner: Int) -> String? {
        guard file.tokens[owner].text == "Section" else { return nil }
        if file.nesting.isPunctuation(open, "{") {
            guard open >= 2, file.nesting.isPunctuation(open - 1, ":"),
                Self.sectionSupplementaries.contains(file.tokens[open - 2].text)
            else { return nil }
            return file.tokens[open - 2].text
        }
        return argumentLabel(in: open, before: inner).flatMap { Self.sectionSupplementaries.contains($0) ? $0 : nil }
    }

    /// A list written as a row of an enclosing list (`Form { Section { List(items) { … } }.listRowBackground(X) }`):
    /// the nearest `.listRowBackground` on the views around the list `chain`, out to the enclosing list, with the view
    /// that carries it. `listRowBackground` reaches the rows through sections, groups and `ForEach`.
    func enclosingRowBackground(outside chain: SwiftModifierChain) -> (
        modifier: SwiftModifierChain.Modifier, view: Int
    )? {
        var head = chain.head
        while let open = file.nesting.enclosing[head], file.typeBodies[open] == nil {
            guard let owner = ownerName(of: open) else { head = open; continue }
            let ownerChain = SwiftModifierChain(around: owner, in: file.nesting, aliases: hosts?.modifierAliases)
            if let b = ownerChain.first(["listRowBackground"]) { return (b, ownerChain.head) }
            if Self.listViews.contains(file.tokens[owner].text) { return nil }
            head = ownerChain.head
        }
        return nil
    }

    /// The style a `.listStyle(…)` / `.formStyle(…)` names on the list's chain: `plain` for `.plain` and
    /// `PlainListStyle()`, else the one an app modifier on the chain sets (`.screenContainer()`,
    /// `SwiftUIAppListStyles`); nil when none is set.
    func listStyle(_ chain: SwiftModifierChain) -> String? {
        guard let m = chain.first(["listStyle", "formStyle"]),
            let argument = m.arguments.flatMap({ file.nesting.argument($0) })
        else { return appListFacts(chain)?.facts.style }
        return SwiftUIAppListStyles.styleName(argument)
    }

    /// The list facts the app's modifiers on the list's chain set (`SwiftUIAppListStyles`).
    func appListFacts(_ chain: SwiftModifierChain) -> (name: String, facts: SwiftUIAppListStyles.Facts)? {
        hosts?.appListStyles.facts(in: chain, of: file)
    }

    /// How the list's chain says its style: `.listStyle` itself, or the app modifier that sets it, where.
    func styleSource(_ chain: SwiftModifierChain) -> String {
        guard chain.first(["listStyle", "formStyle"]) == nil, let app = appListFacts(chain), app.facts.style != nil
        else { return "" }
        return " (set by the app's modifier \(app.name), \(app.facts.location.fileAndLine))"
    }

    /// The layer a `List`/`Form` (its name at `owner`, its modifiers `chain`) draws under a row, or under a section
    /// header or footer (`supplementary`). `layer` reads a background modifier of the list's chain.
    func listLayer(
        _ chain: SwiftModifierChain, owner: Int, supplementary: String?, rowCleared: Int?, index: Int,
        font: SwiftExpression?, review: ReviewReason?, depth: Int,
        layer: (SwiftModifierChain.Modifier, String) -> Result<Found, SwiftViewProblem>?
    ) -> ListLayer {
        let name = file.tokens[owner].text
        let line = file.location(owner).line
        let style = listStyle(chain)
        if file.isMacOS(index) {
            guard name == "Form", style != "columns", supplementary == nil else { return .goOn(nil) }
            let why =
                style == "grouped"
                ? "a macOS Form in the .grouped style (line \(line)) draws its rows in section boxes"
                : "a macOS Form (line \(line)) not in the .columns style may draw its rows in grouped section boxes"
            return .goOn(ReviewReason(.hostUnknown, why + ", whose fill is not a documented AppKit system color"))
        }
        func system(_ color: String, _ evidence: String, _ why: ReviewReason? = nil) -> ListLayer {
            let found = Found(
                color: SwiftViewDefaults.system(color, at: file.location(owner)), evidence: evidence, font: font,
                review: review ?? why ?? unembedded(at: index, depth: depth))
            return .found(.success(found))
        }
        // What shows under a header, a footer or a cleared row: the list's own background.
        let under =
            supplementary.map { "a section \($0)" }
            ?? rowCleared.map { "rows cleared by .listRowBackground (line \($0))" }
        func listBackground(_ color: String) -> ListLayer {
            let hidden =
                chain.modifiers.contains { m in
                    guard m.name == "scrollContentBackground",
                        let a = m.arguments.flatMap({ file.nesting.argument($0) }),
                        case .implicitMember("hidden", _) = a
                    else { return false }
                    return true
                } || appListFacts(chain)?.facts.hidesBackground == true
            guard hidden else {
                if let hider = hosts?.scrollBackgroundHiders.first {
                    return .goOn(
                        ReviewReason(
                            .hostUnknown,
                            "under \(under ?? "") is the \(name)'s own background (\(color), line \(line)), which an "
                                + "enclosing view hides where the app sets .scrollContentBackground(.hidden) "
                                + "(\(hider.fileAndLine)); what is under the \(name) there is not followed"))
                }
                return system(
                    color,
                    "\(supplementary == nil ? style ?? "grouped" : "grouped") \(name) background under \(under ?? "")")
            }
            // `.scrollContentBackground(.hidden)`: what the list's own background modifier or its enclosing views draw.
            if let b = chain.first(Self.backgroundModifiers.subtracting(["listRowBackground"])),
                let found = layer(b, "\(name) background under \(under ?? "")")
            {
                return .found(found)
            }
            return .goOn(nil)
        }
        switch style {
        case "plain", "inset":
            if rowCleared != nil, supplementary == nil { return listBackground("systemBackground") }
            return system(
                "systemBackground", "\(style ?? "") List background\(styleSource(chain))",
                supplementary.map {
                    ReviewReason(
                        .blur,
                        "a \(style ?? "") List's section \($0) (line \(line)) is pinned over the rows on a bar "
                            + "material while scrolling")
                })
        case "sidebar":
            return system(
                supplementary == nil ? "secondarySystemGroupedBackground" : "systemGroupedBackground",
                "sidebar List",
                ReviewReason(
                    .hostUnknown,
                    "a .sidebar List (line \(line)) draws a sidebar background on iPad and grouped cells on iPhone"))
        default:
            guard under != nil else { return system("secondarySystemGroupedBackground", "List row default") }
            return listBackground("systemGroupedBackground")
        }
    }
}
