import UIKit

final class ChapterView: UIView {
    private let titleLabel = UILabel()
    private let noteLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .readerPage
        titleLabel.textColor = .readerInk
        noteLabel.textColor = .readerNote
        addSubview(titleLabel)
        addSubview(noteLabel)
    }

    required init?(coder: NSCoder) { nil }
}
