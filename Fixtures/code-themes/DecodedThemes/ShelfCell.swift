import UIKit

final class ShelfCell: UITableViewCell {
    private let titleLabel = UILabel()
    private let authorLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(titleLabel)
        contentView.addSubview(authorLabel)
        apply(SkinStore.shared.current)
    }

    required init?(coder: NSCoder) { nil }

    func apply(_ skin: Skin) {
        contentView.backgroundColor = skin.canvasColor
        titleLabel.textColor = skin.textColor
        authorLabel.textColor = SkinStore.shared.current.mutedColor
    }
}

final class ShareBanner: UIView {
    private let noteLabel = UILabel()

    private lazy var fallbackSkin: Skin = {
        SkinStore.bundledSkins().last!
    }()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(noteLabel)
        backgroundColor = fallbackSkin.canvasColor
        noteLabel.textColor = fallbackSkin.mutedColor
    }

    required init?(coder: NSCoder) { nil }
}
