import NotificationCenter
import UIKit

final class GlanceViewController: UIViewController, NCWidgetProviding {
    @IBOutlet private weak var nextDoseLabel: UILabel!

    override func viewDidLoad() {
        super.viewDidLoad()
        nextDoseLabel.textColor = .label
    }

    func widgetPerformUpdate(completionHandler: @escaping (NCUpdateResult) -> Void) {
        nextDoseLabel.text = "Next dose at 8:00"
        completionHandler(.newData)
    }
}
