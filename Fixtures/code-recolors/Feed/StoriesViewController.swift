import UIKit

final class StoriesViewController: UIViewController {
    @IBOutlet weak var storiesTable: UITableView!
    var stories: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Stories"
    }
}
