import UIKit

/// Pushed after a payment, and also shown from the order history, which no navigation controller forces.
final class ReceiptViewController: UIViewController {
    private let amountLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        amountLabel.textColor = .secondaryLabel
        view.addSubview(amountLabel)
    }
}

final class OrderHistoryViewController: UIViewController {
    func open() {
        present(ReceiptViewController(), animated: true)
    }
}
