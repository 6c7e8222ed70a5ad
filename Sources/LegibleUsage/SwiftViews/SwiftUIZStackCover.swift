import LegiblePalette
import LegibleSwiftSyntax

/// A `ZStack` child that covers the stack with one color under its own content: a view that takes all the space it
/// is offered — a `GeometryReader` ("a container view that defines its content as a function of its own size",
/// which fills the proposed size), or a view given `.frame(maxWidth: .infinity, maxHeight: .infinity)` — with
/// `.background(color)` (Apple, `background(_:ignoresSafeAreaEdges:)`: the background takes the view's size). A
/// splash or launch cover drawn first in the stack is then the layer under the later children, not the scene:
///
///     ZStack {
///         GeometryReader { proxy in Logo() }
///             .background(Color.splash)
///             .ignoresSafeArea()
///         Text("Unlock")
///     }
///
/// Only modifiers that neither move it from under the text nor change the stack's order may follow the background
/// (`.ignoresSafeArea()`, `.mask`/`.clipShape` like the plain color children `paintedColor` reads, `.onChange`, …);
/// a stack child sized by its content (`VStack { … }.background(x)`) is not taken as covering the text.
extension SwiftUIColorUses {
    /// Modifiers after the background that keep the child where it is and its order in the stack.
    static let coverKeepingModifiers: Set<String> = [
        "ignoresSafeArea", "edgesIgnoringSafeArea", "mask", "clipShape", "clipped", "onChange", "onAppear",
        "onDisappear", "onReceive", "task", "animation", "transition", "id", "accessibilityHidden",
        "accessibilityElement", "accessibilityLabel", "allowsHitTesting", "contentShape", "onTapGesture", "gesture",
    ]

    /// The color a covering child paints under the rest of the stack (a failure when it cannot be read), or nil
    /// when the child is not such a cover.
    func coveringBackground(_ child: SwiftExpression, at index: Int) -> Result<ObservedColor, SwiftViewProblem>? {
        var e = child
        while case .call(.member(let base, let name, _), let arguments, let trailing, _) = e {
            if name == "background" {
                let value =
                    arguments.first(where: { $0.label == nil })?.value
                    ?? trailing.flatMap { closure in
                        closure.body.first.flatMap { if case .expression(let x) = $0 { x } else { nil } }
                    }
                guard let value, Self.fillsOfferedSpace(base) else { return nil }
                return colorOfView(value, at: index)
            }
            guard Self.coverKeepingModifiers.contains(name) else { return nil }
            e = base
        }
        return nil
    }

    /// Whether a view takes all the space offered: a `GeometryReader`, or a view framed to infinite width and height.
    static func fillsOfferedSpace(_ view: SwiftExpression) -> Bool {
        var e = view
        while true {
            switch e {
            case .call(.member(let base, let name, _), let arguments, _, _):
                if name == "frame", isInfinity(arguments, "maxWidth"), isInfinity(arguments, "maxHeight") {
                    return true
                }
                e = base
            case .call(.name("GeometryReader", _), _, _, _), .name("GeometryReader", _):
                return true
            default:
                return false
            }
        }
    }

    static func isInfinity(_ arguments: [SwiftArgument], _ label: String) -> Bool {
        guard case .implicitMember("infinity", _)? = arguments.first(where: { $0.label == label })?.value else {
            return false
        }
        return true
    }
}
