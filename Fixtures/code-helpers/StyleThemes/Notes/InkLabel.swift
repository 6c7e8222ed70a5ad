import UIKit

/// A label that follows the app's theme: it colors itself for its style whenever it is made or the style changes.
class InkLabel: UILabel {
    var style: InkStyle = .headline {
        didSet { updateColor() }
    }

    var kindOverride: ThemeKind? {
        didSet { updateColor() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        updateColor()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        updateColor()
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        updateColor()
    }

    private func updateColor() {
        textColor = StyleColors.color(for: style, kindOverride: kindOverride)
    }
}
