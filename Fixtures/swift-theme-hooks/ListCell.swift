import UIKit

/// The base of every list row: styles its outlets once the nib is loaded.
class ListCell: UITableViewCell {
    @IBOutlet weak var headlineLabel: UILabel?

    override func awakeFromNib() {
        super.awakeFromNib()
        applyTheme()
    }

    func applyTheme() {
        headlineLabel?.textColor = .secondaryLabel
    }
}
