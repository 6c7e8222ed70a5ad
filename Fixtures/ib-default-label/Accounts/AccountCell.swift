import UIKit

final class AccountCell: UITableViewCell {
    @IBOutlet weak var nameLabel: UILabel!
    @IBOutlet weak var statusLabel: UILabel!

    override func awakeFromNib() {
        super.awakeFromNib()
        statusLabel.textColor = UIColor.darkGray
    }

    func configure(name: String, status: String) {
        nameLabel.text = name
        statusLabel.text = status
    }
}
