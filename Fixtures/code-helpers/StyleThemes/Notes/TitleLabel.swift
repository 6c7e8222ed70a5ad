import UIKit

/// The note's title: an ink label with the title font.
final class TitleLabel: InkLabel {
    override func awakeFromNib() {
        super.awakeFromNib()
        font = .preferredFont(forTextStyle: .headline)
    }
}
