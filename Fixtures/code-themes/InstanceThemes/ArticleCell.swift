import UIKit

final class ArticleCell: UITableViewCell {
    private let headlineLabel = UILabel()
    private let bylineLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(headlineLabel)
        contentView.addSubview(bylineLabel)
        contentView.addSubview(kickerLabel)
    }

    required init?(coder: NSCoder) { nil }

    func applySkin() {
        contentView.backgroundColor = Skin.active.swatches.canvas
        headlineLabel.textColor = Skin.active.swatches.bodyText
        let swatches = Skin.active.swatches
        bylineLabel.textColor = swatches.captionText
    }

    private let kickerLabel: UILabel = {
        let label = UILabel()
        let swatches = Skin.active.swatches
        label.textColor = swatches.bodyText
        return label
    }()
}
