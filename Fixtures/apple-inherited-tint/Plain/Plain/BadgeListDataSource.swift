import UIKit

/// Fills the badge grid of the profile screen; its cells come from the storyboard prototype tagged 1…3.
final class BadgeListDataSource: NSObject, UICollectionViewDataSource {
    var badges: [String] = []

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        badges.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Badge", for: indexPath)
        let background = cell.viewWithTag(1)
        background?.backgroundColor = Palette.windowBackground
        cell.viewWithTag(2)?.tintColor = UIColor.systemOrange
        return cell
    }
}

enum Palette {
    static let windowBackground = UIColor.secondarySystemBackground
}
