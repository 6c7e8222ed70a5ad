import UIKit

final class BannedMemberCell: UITableViewCell {
    @IBOutlet weak var titleLabel: UILabel!
}
