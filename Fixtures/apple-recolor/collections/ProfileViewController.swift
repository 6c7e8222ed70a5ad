import UIKit

final class ProfileViewController: UIViewController {
    @IBOutlet private var nameLabel: UILabel!
    @IBOutlet private var cityLabel: UILabel!

    override func viewDidLoad() {
        super.viewDidLoad()
        refreshStyle()
    }

    private func refreshStyle() {
        let allLabels = [nameLabel, cityLabel]
        allLabels.forEach { $0?.textColor = UIColor.systemRed }
    }
}
