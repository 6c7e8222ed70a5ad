import UIKit

final class NowPlayingViewController: UIViewController {
    let titleLabel = UILabel()
    let artistLabel = UILabel()
    let card = UIView()
    lazy var titleStack = UIStackView(axis: .vertical, [titleLabel, artistLabel])

    let badgeIcon = UIImageView()
    let badgeLabel = UILabel()
    let banner = UIView()
    lazy var badgeRow = HStack([badgeIcon, badgeLabel])

    let spacer = UIView()
    let footnote = UILabel()
    lazy var footer = UIStackView(frame: .zero)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(card)
        card.addSubview(titleStack)
        card.backgroundColor = .secondarySystemBackground
        titleLabel.textColor = .label
        artistLabel.textColor = .secondaryLabel

        view.addSubview(banner)
        banner.addSubview(badgeRow)
        banner.backgroundColor = .systemIndigo
        badgeLabel.textColor = .white

        view.addSubview(footer)
        footer.addArrangedSubview(footnote)
        footnote.textColor = .tertiaryLabel
    }
}
