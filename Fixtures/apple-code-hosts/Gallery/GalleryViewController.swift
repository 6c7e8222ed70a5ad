import UIKit

/// Albums in sections; each section's header comes from a xib and is recolored by tag as it is handed out.
final class GalleryViewController: UICollectionViewController {
    private var sections: [(title: String, count: Int)] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(
            UINib(nibName: "SectionHeader", bundle: nil),
            forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "SectionHeader")
    }

    override func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        let header = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: "SectionHeader", for: indexPath)
        (header.viewWithTag(1) as? UILabel)?.text = sections[indexPath.section].title
        let countLabel = header.viewWithTag(2) as? UILabel
        countLabel?.text = "\(sections[indexPath.section].count)"
        countLabel?.textColor = .secondaryLabel
        header.viewWithTag(3)?.backgroundColor = .systemGray5
        return header
    }
}
