import UIKit

final class StoryCell: UITableViewCell {
    @IBOutlet weak var headline: UILabel!
    @IBOutlet weak var byline: UILabel!
}
