import LegiblePalette
import LegibleSwiftSyntax

/// The app's own SwiftUI modifiers that draw under the view they modify: a `ViewModifier` type whose body applies a
/// background modifier (`.background`, `.listRowBackground`, `.containerBackground`, …), and a function of
/// `extension View` that does, directly or through another of the app's modifiers (`.modifier(ThemedRow())`,
/// `.themedRow()`). A text under one sits on what that modifier draws: the background its body applies itself, read
/// there (`content.padding().background(Color.orange)`, `self.background(RoundedRectangle(…).fill(x))`); when that
/// color cannot be read there (a view the app's theme picks, a parameter of the modifier) or the modifier draws
/// through another one or a `ZStack`, the pair needs review naming the modifier, rather than being checked on what
/// lies further out (a List row's default, the scene).
struct SwiftUIAppModifiers {
    struct Drawing {
        /// Where the modifier is declared.
        var location: SourceLocation
        /// The background modifier it applies (`.listRowBackground`), through the app modifiers it goes through
        /// (`ThemedRow → .listRowBackground`).
        var drawn: String
        /// The file and name token of the background modifier its body applies itself (`.background(Color.mint)`),
        /// whose color the background search reads there; nil when it draws through another modifier or a `ZStack`.
        var background: (file: SwiftViewFile, nameIndex: Int, body: Int)? = nil
        /// The file and `{` of the modifier's body: the type's, or the `extension View` function's.
        var declaration: (file: SwiftViewFile, open: Int)? = nil
    }

    /// `extension View` function names (`themedListRow`) → what they draw.
    private(set) var functions: [String: Drawing] = [:]
    /// `ViewModifier` type names (`ThemedListRowModifier`) → what they draw.
    private(set) var types: [String: Drawing] = [:]

    init(files: [SwiftViewFile]) {
        // Each declaration's body: (name, is a type, file, `{`).
        var bodies: [(name: String, isType: Bool, file: SwiftViewFile, open: Int)] = []
        for file in files {
            for (open, path) in file.typeBodiesInOrder {
                if SwiftViewHosts.conforms(file, body: open, to: ["ViewModifier"]), let name = path.last {
                    bodies.append((name, true, file, open))
                } else if path == ["View"] {
                    bodies += Self.functions(inExtension: open, of: file).map { ($0.name, false, file, $0.open) }
                }
            }
        }
        // Direct backgrounds first, then modifiers that go through those, round after round until a round finds
        // none (any depth of `A → B → .background`; the bodies in file order, so every run finds the same).
        var foundOne = true
        while foundOne {
            foundOne = false
            for body in bodies
            where (body.isType ? types[body.name] : functions[body.name]) == nil && !body.file.isCompiledOut(body.open)
            {
                guard let (name, at) = drawnModifier(in: body.open, of: body.file, onSelf: !body.isType) else {
                    continue
                }
                var drawing = Drawing(location: body.file.location(body.open), drawn: path(name))
                drawing.declaration = (body.file, body.open)
                if SwiftUIColorUses.backgroundModifiers.contains(name) {
                    drawing.background = (body.file, at, body.open)
                } else {
                    // Through another app modifier (`themedSurface` → `ThemedSurfaceModifier`): the background it
                    // applies itself.
                    drawing.background = (types[name] ?? functions[name])?.background
                }
                if body.isType { types[body.name] = drawing } else { functions[body.name] = drawing }
                foundOne = true
            }
        }
    }

    /// The functions declared directly in the extension body at `open`: their names and body `{`.
    static func functions(inExtension open: Int, of file: SwiftViewFile) -> [(name: String, open: Int)] {
        guard let close = file.nesting.partner[open] else { return [] }
        var result: [(name: String, open: Int)] = []
        var k = open + 1
        while k < close {
            if file.nesting.enclosing[k] == open, file.tokens[k].kind == .identifier, file.tokens[k].text == "func",
                k + 1 < close, file.tokens[k + 1].kind == .identifier,
                let body = (k + 2..<close).first(where: {
                    file.nesting.enclosing[$0] == open && file.nesting.isPunctuation($0, "{")
                })
            {
                result.append((file.tokens[k + 1].text, body))
                k = (file.nesting.partner[body] ?? body) + 1
                continue
            }
            k += 1
        }
        return result
    }

    /// The first background modifier (or drawing app modifier) applied in the body at `open`, and its name token;
    /// `onSelf`: the body is an `extension View` function's, where `background(X)` without a base is `self`'s.
    func drawnModifier(in open: Int, of file: SwiftViewFile, onSelf: Bool = false) -> (String, Int)? {
        guard let close = file.nesting.partner[open] else { return nil }
        let tokens = file.tokens
        for k in (open + 1)..<close where tokens[k].kind == .identifier && k > 0 {
            let name = tokens[k].text
            let called = file.nesting.isPunctuation(k + 1, "(") || file.nesting.isPunctuation(k + 1, "{")
            guard called else { continue }
            if name == "ZStack", !file.nesting.isPunctuation(k - 1, "."), Self.layersUnderModifiedView(k, file) {
                return (name, k)
            }
            if onSelf, SwiftUIColorUses.backgroundModifiers.contains(name), !file.nesting.isPunctuation(k - 1, "."),
                file.nesting.isPunctuation(k + 1, "(")
            {
                return (name, k)
            }
            if file.nesting.isPunctuation(k - 1, ".") {
                if SwiftUIColorUses.backgroundModifiers.contains(name) { return (name, k) }
                if functions[name] != nil { return (name, k) }
            } else if types[name] != nil {
                return (name, k)
            }
        }
        return nil
    }

    /// Whether the `ZStack` called at `k` stacks a view under the modified view: `self` (an `extension View`
    /// function) or `content` (a `ViewModifier`'s body) is one of its direct children, after another
    /// (`ZStack { LinearGradient(…); self }`).
    static func layersUnderModifiedView(_ k: Int, _ file: SwiftViewFile) -> Bool {
        var open = k + 1
        if file.nesting.isPunctuation(open, "("), let close = file.nesting.partner[open] { open = close + 1 }
        guard file.nesting.isPunctuation(open, "{"), let close = file.nesting.partner[open] else { return false }
        var sawEarlierChild = false
        for i in (open + 1)..<close where file.nesting.enclosing[i] == open && file.tokens[i].kind == .identifier {
            let text = file.tokens[i].text
            if (text == "self" || text == "content") && !file.nesting.isPunctuation(i - 1, ".") {
                return sawEarlierChild
            }
            if !file.nesting.isPunctuation(i - 1, ".") { sawEarlierChild = true }
        }
        return false
    }

    /// The background modifier whose name is at `index` in `file`: in its chain (`content.background(X)`), or called on
    /// `self` without a base (`background(X)` in an `extension View` function).
    static func modifier(at index: Int, in file: SwiftViewFile) -> SwiftModifierChain.Modifier? {
        let chain = SwiftModifierChain(around: index, in: file.nesting)
        if let modifier = chain.modifiers.first(where: { $0.nameIndex == index }) { return modifier }
        guard chain.head == index, file.nesting.isPunctuation(index + 1, "("),
            let close = file.nesting.partner[index + 1]
        else {
            return nil
        }
        let closure = file.nesting.isPunctuation(close + 1, "{") ? close + 1 : nil
        return SwiftModifierChain.Modifier(
            name: file.tokens[index].text, nameIndex: index, arguments: index + 1, closure: closure)
    }

    /// `.listRowBackground`, or `ThemedRow → .listRowBackground` through the app's modifiers.
    func path(_ drawn: String) -> String {
        if let inner = types[drawn] ?? functions[drawn] { return drawn + " → " + inner.drawn }
        if drawn == "ZStack" { return "a ZStack with a view under it" }
        return "." + drawn
    }

    /// The first app modifier in `chain` that draws under the view: its written name and what it draws.
    func drawing(in chain: SwiftModifierChain, of file: SwiftViewFile) -> (name: String, drawing: Drawing)? {
        applied(in: chain, of: file).map { ($0.name, $0.drawing) }
    }

    /// The first app modifier in `chain` that draws under the view, with the chain's modifier applying it.
    func applied(in chain: SwiftModifierChain, of file: SwiftViewFile) -> (
        name: String, drawing: Drawing, modifier: SwiftModifierChain.Modifier
    )? {
        for modifier in chain.modifiers {
            if let drawing = functions[modifier.name] { return ("." + modifier.name, drawing, modifier) }
            if modifier.name == "modifier", let open = modifier.arguments, open + 1 < file.tokens.count,
                let drawing = types[file.tokens[open + 1].text]
            {
                return (".modifier(\(file.tokens[open + 1].text))", drawing, modifier)
            }
        }
        return nil
    }

    /// The review a pair under such a modifier gets; `at`: where the modifier is applied.
    func review(_ hit: (name: String, drawing: Drawing), at: SourceLocation) -> ReviewReason {
        ReviewReason(
            .setInCode,
            "\(hit.name) (\(at.fileAndLine)) is the app's modifier (\(hit.drawing.location.fileAndLine)), which draws "
                + "under the view (\(hit.drawing.drawn)): what it draws is not evaluated")
    }
}
