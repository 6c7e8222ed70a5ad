import UIKit

final class HintCell: UITableViewCell {
    let hintLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        hintLabel.textColor = UIColor(named: "Subtitle")!.withAlphaComponent(0.6)
        contentView.backgroundColor = .white
        contentView.addSubview(hintLabel)
    }

    required init?(coder: NSCoder) { fatalError() }
}
