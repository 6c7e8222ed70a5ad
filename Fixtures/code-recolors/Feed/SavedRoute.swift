import UIKit

extension ReaderTabController {
    /// The saved list is shown by its storyboard identifier.
    func showSaved() {
        let saved = UIStoryboard(name: "Feed", bundle: nil).instantiateViewController(withIdentifier: "Saved")
        selectedViewController?.show(saved, sender: nil)
    }
}
