import Foundation
import LegibleSwiftSyntax

/// A button whose class swaps its background per state: `override var isHighlighted: Bool { didSet { backgroundColor =
/// isHighlighted ? pressedFill : .systemBlue } }`, `isEnabled` likewise. A title color set for that state
/// (`setTitleColor(_:for: .highlighted)`) is drawn only in that state (`UIButton.setTitleColor(_:for:)`,
/// `UIControl.State`, Apple documentation), so it sits on the background the state's accessor sets, not on the normal
/// one: `.highlighted` on what `isHighlighted`'s accessor sets when it is true, `.selected` on `isSelected`'s,
/// `.focused` on `isFocused`'s, `.disabled` on what `isEnabled`'s sets when it is false. The branch of the accessor's
/// assignment for that value is read (a ternary on the property, or an `if` on it); a color Legible cannot read, or
/// branches that disagree, make the pair need review naming the line.
extension UIKitColorUses {
    /// What a state's title color is drawn on: the state's background, or why it needs review.
    enum StateLayer {
        case color(ObservedColor, evidence: String)
        case review(ReviewReason)
    }

    /// The control state a title color is set for → the property whose accessor draws it, and that property's value in
    /// the state.
    static let stateAccessors: [String: (property: String, value: Bool)] = [
        ".highlighted": ("isHighlighted", true), "UIControl.State.highlighted": ("isHighlighted", true),
        ".selected": ("isSelected", true), "UIControl.State.selected": ("isSelected", true),
        ".focused": ("isFocused", true), "UIControl.State.focused": ("isFocused", true),
        ".disabled": ("isEnabled", false), "UIControl.State.disabled": ("isEnabled", false),
    ]

    /// What a title color set for a state is drawn on when the class's accessor of that state sets the view's
    /// background: the color and evidence, or a review; nil when no such accessor sets it.
    func stateBackground(of use: UIKitViewFacts.Use, in type: String) -> StateLayer? {
        guard let state = titleState(of: use), let (property, value) = Self.stateAccessors[state],
            let assignments = facts.facts(type)?.backgrounds[use.receiver]
        else { return nil }
        var found: [(color: ObservedColor, place: String, written: String)] = []
        for assignment in assignments {
            let file = files[assignment.file]
            guard SwiftColorBranches.accessorProperty(at: assignment.index, in: file) == property else { continue }
            let place = "\((file.path as NSString).lastPathComponent):\(file.location(assignment.index).line)"
            let statement = SwiftColorBranches.statementCondition(at: assignment.index, in: file)
            for branch in SwiftColorBranches.branches(of: assignment.value) {
                let conditions = [statement, branch.condition].compactMap { $0 }.joined(separator: ", ")
                guard Self.holds(conditions, property: property, value) else { continue }
                let written = branch.expression.written ?? "a color"
                switch file.color(
                    branch.expression, at: assignment.index, colorType: file.platformColorType(at: assignment.index))
                {
                case .failure(let p):
                    return .review(
                        ReviewReason(
                            .setInCode,
                            "in the \(state.split(separator: ".").last ?? "") state the background is set in "
                                + "\(property)'s accessor to a color Legible cannot read (\(place): \(written): "
                                + "\(p.message))"))
                case .success(let color):
                    found.append((color, place, written))
                }
            }
        }
        guard let first = found.first else { return nil }
        let shown = state.split(separator: ".").last ?? ""
        guard Set(found.map(\.color.identity)).count == 1 else {
            return .review(
                ReviewReason(
                    .state,
                    "in the \(shown) state \(property)'s accessor sets backgrounds that differ ("
                        + found.map { "\($0.place): \($0.written)" }.joined(separator: ", ") + ")"))
        }
        return .color(
            first.color,
            evidence:
                "in the \(shown) state, the background \(property)'s accessor sets (\(first.place): \(first.written))")
    }

    /// Whether a branch's conditions ("when isHighlighted", "otherwise (not isEnabled)", "when !isEnabled") allow
    /// `property` to be `value`: each part naming the property must say that value; parts about other things do not
    /// decide it.
    static func holds(_ conditions: String, property: String, _ value: Bool) -> Bool {
        guard !conditions.isEmpty else { return true }
        for part in conditions.components(separatedBy: ", ") {
            let said: Bool?
            switch part.replacingOccurrences(of: "self.", with: "") {
            case "when \(property)", "otherwise (\(property))": said = true
            case "when !\(property)", "otherwise (not \(property))": said = false
            default: said = nil
            }
            if let said, said != value { return false }
        }
        return true
    }
}
