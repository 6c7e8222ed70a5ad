import Foundation
import LegibleSwiftSyntax

/// A view's text color written again in code with a value no source holds: `titleLabel.textColor = .white` where the
/// label is made, then `titleLabel.textColor = model.titleColor.flatMap(NSColor.init(hex:))` when a model object (from
/// a server, a database, a parameter) is shown. UIKit and AppKit draw the text in the last color assigned
/// (`UILabel.textColor`, `NSTextField.textColor`, `UIButton.setTitleColor(_:for:)` per state, Apple documentation): the
/// creation-time color is replaced whenever that code runs, with a value Legible cannot know, so its pair needs review
/// ("set in code", naming the line and the value) rather than being asserted. A write inside a selection or highlight
/// accessor (`override var isHighlighted`) is drawn only in that state and does not count; a branch of the same
/// assignment (`isOn ? accent() : .label`) is that assignment's own.
extension UIKitColorUses {
    /// Review when another write of `use`'s key on the same view of `type` (for `setTitleColor`, the same control
    /// state) has a value Legible cannot read; nil otherwise.
    func unreadRewrite(of use: UIKitViewFacts.Use, in type: String) -> ReviewReason? {
        guard use.isText, let uses = facts.facts(type)?.uses else { return nil }
        let state = titleState(of: use)
        for other in uses
        where other.receiver == use.receiver && other.key == use.key && other.isText && !other.isLocal
            && (other.file != use.file || other.index != use.index)
        {
            let file = files[other.file]
            guard let value = other.value, titleState(of: other) == state,
                SwiftColorBranches.stateProperty(at: other.index, in: file) == nil
            else { continue }
            for branch in SwiftColorBranches.branches(of: value) {
                guard
                    case .failure(let p) = file.color(
                        branch.expression, at: other.index, colorType: file.platformColorType(at: other.index))
                else { continue }
                let place = "\((file.path as NSString).lastPathComponent):\(file.location(other.index).line)"
                let view = use.receiver == "self" ? "its own" : "'\(use.receiver)'"
                return ReviewReason(
                    .setInCode,
                    "code sets \(view) \(use.key) again to a value Legible cannot read (\(place): \(p.message)), "
                        + "which replaces the color set here when that code runs")
            }
        }
        return nil
    }

    /// The control state a `setTitleColor(_:for:)` call names (`.highlighted`), as written; nil for other keys.
    func titleState(of use: UIKitViewFacts.Use) -> String? {
        let file = files[use.file]
        guard use.key == "setTitleColor", use.index + 1 < file.tokens.count,
            file.tokens[use.index].text == "setTitleColor", file.nesting.isPunctuation(use.index + 1, "(")
        else { return nil }
        return file.nesting.argument(use.index + 1, label: "for")?.written
    }
}
