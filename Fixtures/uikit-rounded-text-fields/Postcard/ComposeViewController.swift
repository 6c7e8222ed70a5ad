import UIKit

/// A postcard form on a navy page: three fields, only two of them drawn with a border.
final class ComposeViewController: UIViewController {
    private let subjectField = UITextField()
    private let recipientField = UITextField()
    private let stampField = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.1, green: 0.1, blue: 0.3, alpha: 1)
        subjectField.borderStyle = .roundedRect
        subjectField.textColor = UIColor(red: 0.2, green: 0.2, blue: 0.2, alpha: 1)
        recipientField.textColor = UIColor(red: 0.2, green: 0.2, blue: 0.2, alpha: 1)
        stampField.borderStyle = .roundedRect
        stampField.backgroundColor = .yellow
        stampField.textColor = UIColor(red: 0.2, green: 0.2, blue: 0.2, alpha: 1)
        view.addSubview(subjectField)
        view.addSubview(recipientField)
        view.addSubview(stampField)
    }
}
