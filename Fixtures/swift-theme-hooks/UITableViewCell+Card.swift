import UIKit

extension UITableViewCell {
    /// Called by the cells that sit on a card; `MessageCell` never calls it.
    func applyCardBackground(dimmed: Bool) {
        backgroundColor = dimmed ? UIColor(white: 0.9, alpha: 1) : .white
    }
}
