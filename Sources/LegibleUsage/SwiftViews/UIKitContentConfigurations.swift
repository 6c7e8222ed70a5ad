import Foundation

/// Cells that show a content configuration's view (iOS 14, `UIContentConfiguration`): a cell whose code sets
/// `contentConfiguration = NoteContentConfiguration(…)` shows the view that configuration's `makeContentView()` makes
/// in its `contentView` (Apple's UIKit documentation, `UIContentConfiguration.makeContentView()`,
/// `UITableViewCell.contentConfiguration`). Such a view type is added to no view in code; it is drawn on what its
/// cells draw, and the table or collection view registering each cell decides that:
///
/// | cell | list | under the content view |
/// |---|---|---|
/// | `UITableViewCell` | plain / grouped table | the table cell default (`UIKitDefaultBackgrounds`) |
/// | `UICollectionViewListCell` | a list laid out `.plain` | `systemBackground` (`UIBackgroundConfiguration.listPlainCell()`) |
/// | `UICollectionViewListCell`, `UICollectionViewCell` | a list laid out `.grouped` / `.insetGrouped` | `secondarySystemGroupedBackground` |
/// | `UICollectionViewCell` | its collection view's `backgroundColor` set in code | that color: the cell is clear |
/// | any other | | review, as before |
///
/// The list is that of the type registering the cell (`register(Cell.self, …)`,
/// `UICollectionView.CellRegistration<Cell, Item>`), or of the types holding that type as a property (a data source a
/// controller keeps: `lazy var dataSource = LinksDataSource(collectionView: collectionView)`).
extension UIKitColorUses {
    /// Where a content view type `short` is shown: the `contentView` of each cell setting a configuration whose
    /// `makeContentView()` makes it.
    func contentViewPlaces(of short: String, besides type: String) -> [(host: String, property: String, said: String)] {
        var out: [(host: String, property: String, said: String)] = []
        for configuration in Set(facts.contentViewMakers[short] ?? []).sorted() {
            let configurationShort = configuration.split(separator: ".").last.map(String.init) ?? configuration
            for cell in Set(facts.configuredCells[configurationShort] ?? []).sorted()
            where cell != type && facts.facts(cell) != nil {
                let cellShort = cell.split(separator: ".").last.map(String.init) ?? cell
                out.append(
                    (
                        cell, "contentView",
                        "is the content view \(configurationShort).makeContentView() makes for "
                            + "\(cellShort).contentView"
                    ))
            }
        }
        return out
    }

    /// The types whose tables or collection views show the cells `hosts` register: each host, and the types holding
    /// a host as a property.
    func listOwners(of hosts: [String]) -> [String] {
        var out: [String] = []
        for host in hosts where !out.contains(host) { out.append(host) }
        let shorts = Set(hosts.map { $0.split(separator: ".").last.map(String.init) ?? $0 })
        for owner in facts.order where !out.contains(owner) {
            if (facts.facts(owner)?.propertyTypes.values).map({ $0.contains(where: shorts.contains) }) == true {
                out.append(owner)
            }
        }
        return out
    }

    /// The owners laying out a plain list and no other (`UICollectionLayoutListConfiguration(appearance: .plain)`).
    func plainListOwners(_ owners: [String]) -> [String]? {
        let appearances = owners.reduce(into: Set<String>()) { $0.formUnion(facts.facts($1)?.listAppearances ?? []) }
        guard appearances == ["plain"] else { return nil }
        return owners.filter { facts.facts($0)?.listAppearances.isEmpty == false }
    }

    /// A clear collection view cell's background: the color code gives the collection view of the one owner that
    /// sets it (`collectionView.backgroundColor = .systemGray6`); nil when none or several do, or it is not one color.
    func paintedCollectionView(_ owners: [String], cell base: String) -> Layer? {
        let painting = owners.filter { facts.facts($0)?.backgrounds["collectionView"]?.isEmpty == false }
        guard painting.count == 1, let owner = painting.first,
            let assignment = facts.facts(owner)?.backgrounds["collectionView"]?.first
        else { return nil }
        var visited: Set<String> = []
        let found = layers(under: "collectionView", in: owner, shownWhen: nil, depth: 1, visited: &visited)
        guard found.count == 1, case .success(let layer) = found[0].result, layer.review == nil else { return nil }
        let file = files[assignment.file]
        let place = "\((file.path as NSString).lastPathComponent):\(file.location(assignment.index).line)"
        let ownerShort = owner.split(separator: ".").last.map(String.init) ?? owner
        return Layer(
            result: .success(
                (
                    layer.color,
                    "a \(base) is clear: it shows its collection view, whose backgroundColor \(ownerShort) sets in "
                        + "code (\(place))", nil
                )))
    }
}
