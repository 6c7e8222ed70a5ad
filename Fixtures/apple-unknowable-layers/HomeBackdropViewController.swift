import UIKit

final class HomeBackdropViewController: UIViewController {
    private let background = UIImageView(image: UIImage(named: "background"))
    private let tipLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        view.addSubview(tipLabel)
        view.addSubview(background)
        view.sendSubviewToBack(background)
        tipLabel.textColor = .lightText
    }
}
