import AppKit

/// A hint label: secondary text once loaded from the storyboard; the convenience initializer, used only by code that
/// builds a hint by hand, makes it red.
final class HintField: NSTextField {
    convenience init(hint: String) {
        self.init(labelWithString: hint)
        textColor = .systemRed
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        textColor = .secondaryLabelColor
    }
}
