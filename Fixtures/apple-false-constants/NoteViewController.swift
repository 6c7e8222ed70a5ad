import UIKit

/// Reads the app's text colors: only the ones nothing sets again are constants.
final class NoteViewController: UIViewController {
    @IBOutlet private var bodyLabel: UILabel!
    @IBOutlet private var captionLabel: UILabel!
    @IBOutlet private var titleLabel: UILabel!
    @IBOutlet private var headerLabel: UILabel!
    @IBOutlet private var linkLabel: UILabel!
    @IBOutlet private var footnoteLabel: UILabel!

    override func viewDidLoad() {
        super.viewDidLoad()
        bodyLabel.textColor = .reading.body
        captionLabel.textColor = .reading.caption
        titleLabel.textColor = UIColor.reading.title
        headerLabel.textColor = .reading.header
        linkLabel.textColor = .reading.link
        footnoteLabel.textColor = footnoteColor
    }
}
