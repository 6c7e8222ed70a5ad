import UIKit

final class BannerViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(BannerView(frame: view.bounds))
    }
}
