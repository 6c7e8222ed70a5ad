import LegiblePalette
import LegibleSwiftSyntax

/// The app's own button styles that color their label (Apple, `ButtonStyle.makeBody(configuration:)`): a type
/// conforming to `ButtonStyle` or `PrimitiveButtonStyle` whose `makeBody` applies `.foregroundColor(…)` or
/// `.foregroundStyle(…)` to `configuration.label`, directly or through another of the app's styles it wraps
/// (`InnerStyle(textColor: …).makeBody(configuration: configuration)`). The label's text is drawn in that color:
/// a color the caller puts outside the button (`Button(…).buttonStyle(Filled()).foregroundStyle(.gray)`) is
/// overridden, and the pair is the one the style's own `makeBody` gives.
struct SwiftUIAppButtonStyles {
    static let styleProtocols: Set<String> = ["ButtonStyle", "PrimitiveButtonStyle"]

    /// Style type name → where its `makeBody` (or the one it wraps) colors the label.
    private(set) var labelColors: [String: SourceLocation] = [:]

    init(files: [SwiftViewFile]) {
        // Each style's `makeBody` body: (name, file, `{`).
        var bodies: [(name: String, file: SwiftViewFile, open: Int)] = []
        for file in files {
            for (open, path) in file.typeBodiesInOrder
            where SwiftViewHosts.conforms(file, body: open, to: Self.styleProtocols) && !file.isCompiledOut(open) {
                if let name = path.last, let body = Self.makeBody(in: open, of: file) {
                    bodies.append((name, file, body))
                }
            }
        }
        // Direct label colors first, then styles that wrap those, round after round until a round finds none (the
        // bodies in file order, so every run finds the same).
        var foundOne = true
        while foundOne {
            foundOne = false
            for body in bodies where labelColors[body.name] == nil {
                if let found = labelColor(in: body.open, of: body.file) {
                    labelColors[body.name] = found
                    foundOne = true
                }
            }
        }
    }

    /// The `{` of `func makeBody(configuration:)` declared directly in the type body at `open`.
    static func makeBody(in open: Int, of file: SwiftViewFile) -> Int? {
        guard let close = file.nesting.partner[open] else { return nil }
        for k in (open + 1)..<close
        where file.nesting.enclosing[k] == open && file.tokens[k].text == "func" && k + 1 < close
            && file.tokens[k + 1].text == "makeBody"
        {
            return ((k + 2)..<close).first { file.nesting.enclosing[$0] == open && file.nesting.isPunctuation($0, "{") }
        }
        return nil
    }

    /// Where the `makeBody` whose `{` is at `open` colors `configuration.label`, or calls the `makeBody` of a style
    /// already known to.
    func labelColor(in open: Int, of file: SwiftViewFile) -> SourceLocation? {
        guard let close = file.nesting.partner[open] else { return nil }
        let tokens = file.tokens
        for k in (open + 1)..<close where tokens[k].kind == .identifier && !file.isCompiledOut(k) {
            if tokens[k].text == "label", file.nesting.isPunctuation(k - 1, "."), tokens[k - 2].text == "configuration"
            {
                let chain = SwiftModifierChain(around: k, in: file.nesting)
                if let color = chain.first(SwiftUIColorUses.textModifiers) { return file.location(color.nameIndex) }
            }
            if tokens[k].text == "makeBody", file.nesting.isPunctuation(k - 1, "."),
                let style = SwiftModifierChain.nameBefore(k - 1, file.nesting),
                let known = labelColors[tokens[style].text]
            {
                return known
            }
        }
        return nil
    }
}
