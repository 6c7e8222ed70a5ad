import UIKit

final class FootnoteView: UIView {
    private let captionLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(captionLabel)
        apply(ReaderThemeStore.shared.current)
    }

    required init?(coder: NSCoder) { nil }

    func apply(_ theme: ReaderTheme) {
        backgroundColor = theme.pageColor
        captionLabel.textColor = theme.noteColor ?? .secondaryLabel
    }
}
