import UIKit

final class DraftCell: UITableViewCell {
    @IBOutlet weak var titleLabel: UILabel!
}
