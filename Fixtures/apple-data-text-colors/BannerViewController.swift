import UIKit

/// A promotion the server sends, with the colors its title and caption are drawn in.
struct Banner: Decodable {
    var title: String
    var caption: String
    var titleColor: String?
}

/// Shows the banner it is handed: the title's color comes from the banner, the caption keeps its own.
final class BannerViewController: UIViewController {
    private lazy var titleLabel: UILabel = {
        let label = UILabel()
        label.textColor = .label
        return label
    }()

    private lazy var captionLabel: UILabel = {
        let label = UILabel()
        label.textColor = .secondaryLabel
        return label
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.addSubview(titleLabel)
        view.addSubview(captionLabel)
    }

    func show(_ banner: Banner) {
        titleLabel.text = banner.title
        titleLabel.textColor = banner.titleColor.flatMap { UIColor(hexString: $0) }
        captionLabel.text = banner.caption
    }
}
