import UIKit

final class TicketViewController: UIViewController {
    private let routeLabel: UILabel = {
        let label = UILabel()
        label.textColor = .label
        return label
    }()
    private let seatLabel = UILabel()
    private let stamp = UIView()
    private let stampLabel = UILabel()
    private let hintLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .secondarySystemBackground
        Pin.pin(routeLabel, in: view, inset: 16)
        Pin.stack(below: routeLabel, with: seatLabel)
        seatLabel.textColor = .secondaryLabel
        stamp.backgroundColor = .systemTeal
        Pin.stack(below: seatLabel, with: stamp)
        stamp.addFilling(stampLabel)
        stampLabel.textColor = .black
        Pin.align(hintLabel, with: routeLabel)
        hintLabel.textColor = .tertiaryLabel
    }
}
