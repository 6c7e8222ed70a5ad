import UIKit

/// Key-value coding on an outlet (followed), and a card view that paints its own subviews.
final class ProfileViewController: UIViewController {
    @IBOutlet private var detailLabel: UILabel!

    override func viewDidLoad() {
        super.viewDidLoad()
        detailLabel.setValue(UIColor.systemIndigo, forKey: "textColor")
    }
}

final class CardView: UIView {
    override func awakeFromNib() {
        super.awakeFromNib()
        subviews.forEach { $0.backgroundColor = UIColor.systemGray6 }
    }
}
