import UIKit

final class DoseCell: UITableViewCell {
    let amountLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        amountLabel.textColor = UIColor(named: "Bolus")
        contentView.backgroundColor = .white
        contentView.addSubview(amountLabel)
    }

    required init?(coder: NSCoder) { fatalError() }
}
