import SwiftUI
import UIKit

struct ProfileHeader: View {
    var body: some View {
        VStack {
            Text("Display name")
                .foregroundColor(Asset.Colors.Label.primary.swiftUIColor)
            Text("@handle")
                .foregroundColor(Asset.Colors.Label.secondary.swiftUIColor)
        }
        .background(Color.white)
    }
}

final class ProfileFieldCell: UITableViewCell {
    let valueLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        valueLabel.textColor = Asset.Colors.Label.secondary.color
        contentView.backgroundColor = .white
        contentView.addSubview(valueLabel)
    }

    required init?(coder: NSCoder) { fatalError() }
}
