import UIKit

final class PaperNoteView: UIView {
    private let noteLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(patternImage: UIImage(named: "paper")!)
        addSubview(noteLabel)
        noteLabel.textColor = .darkText
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
