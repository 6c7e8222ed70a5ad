import UIKit

/// A link row's content view, shown in a plain collection view list.
final class LinkContentView: UIView, UIContentView {
    private let hostLabel = UILabel()
    var configuration: UIContentConfiguration

    init(configuration: LinkContentConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        addSubview(hostLabel)
        hostLabel.textColor = .tertiaryLabel
    }

    required init?(coder: NSCoder) { nil }
}

struct LinkContentConfiguration: UIContentConfiguration {
    var host: String

    func makeContentView() -> UIView & UIContentView {
        LinkContentView(configuration: self)
    }

    func updated(for state: UIConfigurationState) -> LinkContentConfiguration { self }
}

final class LinkListCell: UICollectionViewListCell {
    var host = ""

    override func updateConfiguration(using state: UICellConfigurationState) {
        contentConfiguration = LinkContentConfiguration(host: host)
    }
}

final class LinksDataSource: UICollectionViewDiffableDataSource<Int, String> {
    init(collectionView: UICollectionView) {
        let registration = UICollectionView.CellRegistration<LinkListCell, String> { cell, _, host in
            cell.host = host
        }
        super.init(collectionView: collectionView) { collectionView, indexPath, host in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: host)
        }
    }
}

final class LinksViewController: UICollectionViewController {
    private lazy var dataSource: LinksDataSource = {
        .init(collectionView: collectionView)
    }()

    init() {
        super.init(collectionViewLayout: UICollectionViewCompositionalLayout.list(
            using: UICollectionLayoutListConfiguration(appearance: .plain)))
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.dataSource = dataSource
        collectionView.backgroundColor = .systemBackground
    }
}
