import UIKit

class AlertCell: UITableViewCell {
    @IBOutlet var hintLabel: UILabel!
}
