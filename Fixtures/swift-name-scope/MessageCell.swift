import UIKit

final class MessageCell: UITableViewCell {
    func show(fileName: String) {
        let attachment = AttachmentView(fileName: fileName, textColor: .textPrimary)
        contentView.addSubview(attachment)
    }
}
