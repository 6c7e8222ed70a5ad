import UIKit

/// A tag under a note, in the tone its cell picks.
final class TagLabel: UILabel {
    var tone: InkStyle = .headline {
        didSet { textColor = StyleColors.color(for: tone) }
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        textColor = StyleColors.color(for: tone)
    }
}
