import UIKit

/// Shows release notes downloaded as rich text, restyled to look like the rest of the app.
final class NotesViewController: UIViewController {
    @IBOutlet private var notesView: UITextView!

    init() {
        super.init(nibName: "NotesViewController", bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func show(_ notes: NSAttributedString) {
        let text = restyle(notes)
        notesView.textStorage.setAttributedString(text)
    }

    private func restyle(_ notes: NSAttributedString) -> NSAttributedString {
        let string = NSMutableAttributedString(attributedString: notes)
        let whole = NSRange(location: 0, length: string.length)
        string.removeAttribute(.foregroundColor, range: whole)
        string.addAttribute(.foregroundColor, value: UIColor.secondaryLabel, range: whole)
        return string
    }
}
