import UIKit

final class PromoBanner: UIView {
    @IBOutlet var titleLabel: UILabel!

    func configure(title: String) {
        titleLabel.text = title
    }
}
