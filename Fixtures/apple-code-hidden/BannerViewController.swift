import UIKit

final class BannerViewController: UIViewController {
    private let undoLabel = UILabel()
    private let debugLabel = UILabel()
    private let hintLabel: UILabel = {
        let label = UILabel()
        label.textColor = .darkGray
        label.alpha = 0
        return label
    }()
    private let toastLabel = UILabel()
    private let doneLabel = UILabel()
    private let statusLabel = UILabel()
    var isEmpty = true

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        undoLabel.textColor = .darkGray
        debugLabel.textColor = .darkGray
        toastLabel.textColor = .darkGray
        doneLabel.textColor = .darkGray
        statusLabel.textColor = .darkGray
        view.addSubview(undoLabel)
        view.addSubview(debugLabel)
        view.addSubview(hintLabel)
        view.addSubview(toastLabel)
        view.addSubview(doneLabel)
        view.addSubview(statusLabel)
        // Built hidden: the undo label is faded in later, the debug label never shown.
        undoLabel.alpha = 0
        debugLabel.isHidden = true
        statusLabel.isHidden = true
        // Shown, then faded out.
        UIView.animate(withDuration: 0.3, delay: 2) {
            self.toastLabel.alpha = 0
        }
    }

    func showUndo() {
        UIView.animate(withDuration: 0.3) {
            self.undoLabel.alpha = 1
        }
    }

    func finish() {
        // Shown until the flow finishes.
        doneLabel.isHidden = true
        debugLabel.isHidden = true
    }

    func refresh() {
        statusLabel.isHidden = isEmpty
    }
}
