import UIKit

final class TripSummaryView: UIView {
    private let destinationLabel = UILabel()
    private let datesLabel = UILabel()
    private let travellerLabel = UILabel()
    private let badgeLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        destinationLabel.textColor = TripRowCell.primaryTextColor
        datesLabel.textColor = UIColor.atlasMuted
        travellerLabel.textColor = .atlasInk()
        badgeLabel.textColor = UIColor.atlasUser()
        [destinationLabel, datesLabel, travellerLabel, badgeLabel].forEach { addSubview($0) }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
