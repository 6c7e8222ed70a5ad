import UIKit

final class NoteCell: UITableViewCell {
    @IBOutlet var titleLabel: TitleLabel!
    @IBOutlet var snippetLabel: InkLabel!
    @IBOutlet var tagLabel: TagLabel! {
        didSet { tagLabel.tone = .body }
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        backgroundColor = StyleColors.color(for: .surface)
    }

    func show(_ note: Note) {
        titleLabel.text = note.title
        snippetLabel.text = note.snippet
        tagLabel.text = note.tags.first
    }
}
