import UIKit

/// The content view of a note row: drawn on whatever its cell shows.
final class NoteContentView: UIView, UIContentView {
    private let detailLabel = UILabel()
    var configuration: UIContentConfiguration

    init(configuration: NoteContentConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        addSubview(detailLabel)
        detailLabel.textColor = .secondaryLabel
        detailLabel.text = configuration.detail
    }

    required init?(coder: NSCoder) { nil }
}

struct NoteContentConfiguration: UIContentConfiguration {
    var detail: String

    func makeContentView() -> UIView & UIContentView {
        NoteContentView(configuration: self)
    }

    func updated(for state: UIConfigurationState) -> NoteContentConfiguration { self }
}

final class NoteTableViewCell: UITableViewCell {
    var detail = ""

    override func updateConfiguration(using state: UICellConfigurationState) {
        contentConfiguration = NoteContentConfiguration(detail: detail).updated(for: state)
    }
}

final class NotesViewController: UITableViewController {
    init() {
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(NoteTableViewCell.self, forCellReuseIdentifier: "note")
    }
}
