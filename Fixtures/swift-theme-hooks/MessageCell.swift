import UIKit

final class MessageCell: ListCell {
    func configure(with subject: String) {
        headlineLabel?.text = subject
    }
}
