import UIKit

final class NoteCell: UITableViewCell {
    let titleLabel = UILabel()
    let captionLabel = UILabel()
    let linkLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        titleLabel.textColor = Shade.title
        captionLabel.textColor = Shade.caption
        linkLabel.textColor = UIColor.accent()
        contentView.backgroundColor = Shade.page
        contentView.addSubview(titleLabel)
        contentView.addSubview(captionLabel)
        contentView.addSubview(linkLabel)
    }

    required init?(coder: NSCoder) { fatalError() }
}
