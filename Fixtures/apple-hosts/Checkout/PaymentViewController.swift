import UIKit

final class PaymentViewController: UIViewController {
    private let cardLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        cardLabel.textColor = .secondaryLabel
        view.addSubview(cardLabel)
    }

    func finish() {
        navigationController?.pushViewController(ReceiptViewController(), animated: true)
    }
}
