import UIKit

final class RoomMessageCell: UITableViewCell {
    private let senderLabel = UILabel()
    private let bodyLabel = UILabel()
    private let timestampLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(senderLabel)
        contentView.addSubview(bodyLabel)
        contentView.addSubview(timestampLabel)
        update(theme: ThemeService.shared.theme)
    }

    required init?(coder: NSCoder) { nil }

    func update(theme: Theme) {
        contentView.backgroundColor = theme.backgroundColor
        senderLabel.textColor = theme.colors.primaryContent
        bodyLabel.textColor = ThemeService.shared.theme.colors.secondaryContent
        timestampLabel.textColor = theme.colors.quinaryContent
    }
}
