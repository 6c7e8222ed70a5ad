import UIKit

class BaseRowCell: UITableViewCell {
    @IBOutlet var titleLabel: UILabel!
}
