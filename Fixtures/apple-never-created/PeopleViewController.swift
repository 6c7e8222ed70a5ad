import UIKit

final class PeopleViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(PersonCell.self, forCellReuseIdentifier: "Person")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        present(PickerController { _ in }, animated: true)
        show(Embedded<StatsCell>(), sender: nil)
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Person", for: indexPath)
    }
}

/// The row the table shows.
final class PersonCell: UITableViewCell {
    let nameLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.backgroundColor = .white
        nameLabel.textColor = .black
        contentView.addSubview(nameLabel)
    }

    required init?(coder: NSCoder) { fatalError() }
}

/// Shown with an initializer's trailing closure.
final class PickerController: UIViewController {
    let titleLabel = UILabel()
    let picked: (Int) -> Void

    init(picked: @escaping (Int) -> Void) {
        self.picked = picked
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError() }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        titleLabel.textColor = .black
        view.addSubview(titleLabel)
    }
}

/// A controller showing one cell of the type it is made with.
final class Embedded<Cell: UITableViewCell>: UITableViewController {}

/// Made by `Embedded<StatsCell>()`.
final class StatsCell: UITableViewCell {
    let countLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.backgroundColor = .white
        countLabel.textColor = .black
        contentView.addSubview(countLabel)
    }

    required init?(coder: NSCoder) { fatalError() }
}
