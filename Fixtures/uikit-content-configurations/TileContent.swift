import UIKit

/// A tile's content view, in a plain (clear) collection view cell: the collection view shows through.
final class TileContentView: UIView, UIContentView {
    private let captionLabel = UILabel()
    var configuration: UIContentConfiguration

    init(configuration: TileContentConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        addSubview(captionLabel)
        captionLabel.textColor = .label
    }

    required init?(coder: NSCoder) { nil }
}

struct TileContentConfiguration: UIContentConfiguration {
    func makeContentView() -> UIView & UIContentView {
        TileContentView(configuration: self)
    }

    func updated(for state: UIConfigurationState) -> TileContentConfiguration { self }
}

final class TileCell: UICollectionViewCell {
    override func updateConfiguration(using state: UICellConfigurationState) {
        contentConfiguration = TileContentConfiguration()
    }
}

final class TilesDataSource: UICollectionViewDiffableDataSource<Int, Int> {
    init(collectionView: UICollectionView) {
        let registration = UICollectionView.CellRegistration<TileCell, Int> { _, _, _ in }
        super.init(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
    }
}

final class TilesViewController: UICollectionViewController {
    private lazy var dataSource = TilesDataSource(collectionView: collectionView)

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.dataSource = dataSource
        collectionView.backgroundColor = .systemGray6
    }
}
