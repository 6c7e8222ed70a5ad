import UIKit

final class CartViewController: UIViewController {
    private let totalLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        totalLabel.textColor = .secondaryLabel
        view.addSubview(totalLabel)
    }

    @objc private func pay() {
        let payment = PaymentViewController()
        navigationController?.pushViewController(payment, animated: true)
    }
}
