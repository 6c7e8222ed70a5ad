import LegiblePalette
import LegibleSwiftSyntax

/// What a SwiftUI button style draws under its label (Apple, `PrimitiveButtonStyle`):
/// - `.borderedProminent` (`BorderedProminentButtonStyle()`) fills the button with its tint: the nearest
///   `.tint(…)` on the button or a view around it, else the app's accent color (`SwiftAppAccent`);
/// - `.bordered` fills it with a translucent tint whose opacity the system chooses: needs review;
/// - `.glass` / `.glassProminent` (iOS 26, macOS 26) draw Liquid Glass, a blur of what is behind: needs review;
/// - `.plain`, `.borderless`, `.link`, `.automatic` and app styles draw no fill Legible knows of: the search for
///   the layer under the label goes on (an app style's own drawing is in its `makeBody`).
enum SwiftUIButtonFill {
    static let prominent: Set<String> = ["borderedProminent", "BorderedProminentButtonStyle"]
    static let translucent: Set<String> = ["bordered", "BorderedButtonStyle"]
    static let glass: Set<String> = ["glass", "glassProminent", "GlassButtonStyle", "GlassProminentButtonStyle"]

    /// The style name a `.buttonStyle(…)` argument names: `.borderedProminent` → `borderedProminent`,
    /// `BorderedProminentButtonStyle()` → `BorderedProminentButtonStyle`.
    static func styleName(_ expression: SwiftExpression) -> String? {
        switch expression {
        case .implicitMember(let name, _), .name(let name, _): name
        case .call(let base, _, _, _): styleName(base)
        case .member(_, let name, _): name
        default: nil
        }
    }
}

extension SwiftUIColorUses {
    /// What a button style draws under a label: a fill (found), or a picture the pair needs review for.
    enum ButtonLayer {
        case fill(Result<Found, SwiftViewProblem>)
        case obstruction(ReviewReason)
    }

    /// The layer the style of the button whose modifier chain is `button` draws (the label's own chain when it is
    /// `Button(…)`, or the chain of a `Button { … }` around the label), when it draws one.
    func buttonLayer(_ button: SwiftModifierChain, font: SwiftExpression?, review: ReviewReason?) -> ButtonLayer? {
        // macOS draws a Button of the default style as a push button: its label is on the bezel, not on the view
        // around it (a toolbar item is borderless).
        if nearest("buttonStyle", from: button) == nil, file.isMacOS(button.head), !inToolbar(button.head) {
            return .obstruction(
                ReviewReason(
                    .customDrawing,
                    "a macOS Button (line \(file.location(button.head).line)) of the default style draws its label on "
                        + "a push-button bezel, whose fill is not a documented AppKit system color"))
        }
        guard let style = nearest("buttonStyle", from: button),
            let argument = style.arguments.flatMap({ file.nesting.argument($0) }),
            let name = SwiftUIButtonFill.styleName(argument)
        else { return nil }
        let line = file.location(style.nameIndex).line
        if SwiftUIButtonFill.glass.contains(name) {
            return .obstruction(
                ReviewReason(
                    .blur, "the button style .\(name) (line \(line)) draws Liquid Glass, a blur of what is behind"))
        }
        if SwiftUIButtonFill.translucent.contains(name) {
            return .obstruction(
                ReviewReason(
                    .customDrawing,
                    "the button style .\(name) (line \(line)) draws a translucent tint whose opacity the system chooses"
                ))
        }
        guard SwiftUIButtonFill.prominent.contains(name) else { return nil }
        let evidence: String
        let color: Result<ObservedColor, SwiftViewProblem>
        if let tint = nearest("tint", from: button),
            let expression = tint.arguments.flatMap({ file.nesting.argument($0) })
        {
            color = file.color(expression, at: tint.nameIndex, colorType: "Color")
            evidence = "button fill (.\(name), line \(line)): its tint (line \(file.location(tint.nameIndex).line))"
        } else {
            switch file.appAccent {
            case .named(let accent):
                color = .success(.named(accent))
                evidence = "button fill (.\(name), line \(line)): the app's accent color"
            case .system:
                color = .success(SwiftViewDefaults.system("systemBlue", at: file.location(style.nameIndex)))
                evidence = "button fill (.\(name), line \(line)): the default accent color"
            case .unknown(let why):
                color = .failure(.init("its fill is \(why)"))
                evidence = ""
            }
        }
        return .fill(color.map { Found(color: $0, evidence: evidence, font: font, review: review) })
    }

    /// Inside a `.toolbar { … }` (or `ToolbarItem`) closure in this file.
    func inToolbar(_ index: Int) -> Bool {
        enclosingOwner(SwiftUILiquidGlass.toolbarOwners, of: index) != nil
    }

    /// The name token of the nearest call or modifier named one of `names` whose closure holds `index`, within the
    /// type's body.
    func enclosingOwner(_ names: Set<String>, of index: Int) -> Int? {
        var o = file.nesting.enclosing[index]
        while let open = o, file.typeBodies[open] == nil {
            if let owner = ownerName(of: open), names.contains(file.tokens[owner].text) { return owner }
            o = file.nesting.enclosing[open]
        }
        return nil
    }

    /// The first modifier named `name` on `chain` or on the chain of a view around it in this file.
    func nearest(_ name: String, from chain: SwiftModifierChain) -> SwiftModifierChain.Modifier? {
        if let own = chain.first([name]) { return own }
        var head = chain.head
        while let open = file.nesting.enclosing[head], file.typeBodies[open] == nil {
            guard let owner = ownerName(of: open) else { head = open; continue }
            let ownerChain = SwiftModifierChain(around: owner, in: file.nesting, aliases: hosts?.modifierAliases)
            if let found = ownerChain.first([name]) { return found }
            head = ownerChain.head
        }
        return nil
    }
}
