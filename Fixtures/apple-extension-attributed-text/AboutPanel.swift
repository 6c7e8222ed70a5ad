import UIKit

/// The about panel laid out in AboutPanel.xib: its texts are set through the app's own extensions of the views.
final class AboutPanel: UIView {
    @IBOutlet weak var licensesView: UITextView!
    @IBOutlet weak var statusLabel: UILabel!

    static func make() -> AboutPanel {
        UINib(nibName: "AboutPanel", bundle: nil).instantiate(withOwner: nil)[0] as! AboutPanel
    }

    func show(status: String, tint: UIColor) {
        licensesView.setLinkedText("Licensed under Apache 2.0")
        statusLabel.setColoredText(status, color: tint)
    }
}

extension UITextView {
    /// Body text with its links: every run secondary.
    func setLinkedText(_ text: String) {
        let linked = NSMutableAttributedString(string: text)
        linked.addAttribute(.foregroundColor, value: UIColor.secondaryLabel, range: NSRange(location: 0, length: linked.length))
        self.attributedText = linked
    }
}

extension UILabel {
    /// A text in the color handed in.
    func setColoredText(_ text: String, color: UIColor) {
        attributedText = NSAttributedString(string: text, attributes: [.foregroundColor: color])
    }
}
