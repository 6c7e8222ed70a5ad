import LegibleSwiftSyntax

/// An app's modifiers that present their content: a function of `extension View` whose body calls SwiftUI's
/// `sheet`, `popover` or `fullScreenCover` on the view itself and shows, inside that presentation's content, the
/// views a closure parameter builds:
///
///     extension View {
///         func filterPopover<Content: View>(isPresented: Binding<Bool>,
///                                           @ViewBuilder content: @escaping () -> Content) -> some View {
///             popover(isPresented: isPresented) { content().presentationCompactAdaptation(.sheet) }
///         }
///     }
///
/// `.filterPopover(isPresented: $shown) { FilterView() }` then presents `FilterView` as a `.popover` (on iPhone a
/// popover adapts to a sheet; both draw at the elevated level). A function presenting in several ways is none.
struct SwiftUIPresentationHelpers {
    /// Function name → the presentation it makes (`sheet`, `popover`, `fullScreenCover`).
    private(set) var kinds: [String: String] = [:]

    init(files: [SwiftViewFile]) {
        var found: [String: Set<String>] = [:]
        for file in files {
            for (open, path) in file.typeBodiesInOrder
            where path == ["View"] && SwiftUIModifierAliases.isExtension(open, file) {
                for (name, kind) in Self.helpers(inExtension: open, of: file) { found[name, default: []].insert(kind) }
            }
        }
        for (name, kinds) in found where kinds.count == 1 { self.kinds[name] = kinds.first }
    }

    /// The functions declared directly in the extension body at `open` that present a closure parameter's views.
    static func helpers(inExtension open: Int, of file: SwiftViewFile) -> [(String, String)] {
        let tokens = file.tokens
        let nesting = file.nesting
        guard let close = nesting.partner[open] else { return [] }
        var out: [(String, String)] = []
        var k = open + 1
        while k < close {
            defer { k += 1 }
            guard nesting.enclosing[k] == open, tokens[k].text == "func", k + 1 < close,
                tokens[k + 1].kind == .identifier
            else { continue }
            let name = tokens[k + 1].text
            // The parameters' `(`, after any generic clause, and the body's `{`.
            guard let paramsOpen = ((k + 2)..<close).first(where: { nesting.isPunctuation($0, "(") }),
                let paramsClose = nesting.partner[paramsOpen],
                let body = ((paramsClose + 1)..<close).first(where: {
                    nesting.isPunctuation($0, "{") || nesting.isPunctuation($0, "}")
                }), nesting.isPunctuation(body, "{"), let end = nesting.partner[body]
            else { continue }
            defer { k = end }
            let parameters = Self.closureParameters(paramsOpen, paramsClose, file)
            var kinds = Set<String>()
            for j in (body + 1)..<end
            where SwiftUIColorUses.presentationModifiers.contains(tokens[j].text) && onSelf(j, nesting) {
                guard let content = Self.contentClosure(of: j, nesting),
                    let contentEnd = nesting.partner[content],
                    ((content + 1)..<contentEnd).contains(where: {
                        parameters.contains(tokens[$0].text) && nesting.isPunctuation($0 + 1, "(")
                    })
                else { continue }
                kinds.insert(tokens[j].text)
            }
            if kinds.count == 1, let kind = kinds.first { out.append((name, kind)) }
        }
        return out
    }

    /// Whether the call named at `j` is on the view itself: `popover(…)` or `self.popover(…)`.
    static func onSelf(_ j: Int, _ nesting: SwiftTokenNesting) -> Bool {
        guard nesting.isPunctuation(j + 1, "(") || nesting.isPunctuation(j + 1, "{") else { return false }
        if !nesting.isPunctuation(j - 1, ".") { return true }
        return j >= 2 && nesting.tokens[j - 2].text == "self" && !nesting.isPunctuation(j - 3, ".")
    }

    /// The `{` of the content a presentation call at `j` shows: its trailing closure, or its `content:` argument.
    static func contentClosure(of j: Int, _ nesting: SwiftTokenNesting) -> Int? {
        if nesting.isPunctuation(j + 1, "{") { return j + 1 }
        guard let close = nesting.partner[j + 1] else { return nil }
        if nesting.isPunctuation(close + 1, "{") { return close + 1 }
        for k in (j + 2)..<close
        where nesting.tokens[k].text == "content" && nesting.isPunctuation(k + 1, ":")
            && nesting.isPunctuation(k + 2, "{") && nesting.enclosing[k] == j + 1
        {
            return k + 2
        }
        return nil
    }

    /// The names of the function-typed parameters (`content: @escaping () -> Content`) between `(` and `)`.
    static func closureParameters(_ open: Int, _ close: Int, _ file: SwiftViewFile) -> Set<String> {
        let tokens = file.tokens
        let nesting = file.nesting
        var names = Set<String>()
        var start = open + 1
        for k in (open + 1)...close where k == close || (nesting.isPunctuation(k, ",") && nesting.enclosing[k] == open)
        {
            // `label name: Type` or `name: Type`; a function type holds `->` at this level.
            if let colon = (start..<k).first(where: { nesting.isPunctuation($0, ":") && nesting.enclosing[$0] == open }
            ),
                colon > start, tokens[colon - 1].kind == .identifier,
                ((colon + 1)..<k).contains(where: { tokens[$0].text == "->" })
            {
                names.insert(tokens[colon - 1].text)
            }
            start = k + 1
        }
        return names
    }
}
