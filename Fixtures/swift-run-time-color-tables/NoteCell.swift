import UIKit

final class NoteCell: UITableViewCell {
    private let body = UILabel()

    func setUp(with palette: Palette) {
        contentView.addSubview(body)
        contentView.backgroundColor = palette.color(for: .canvas)
        body.textColor = palette.color(for: .body)
    }
}
