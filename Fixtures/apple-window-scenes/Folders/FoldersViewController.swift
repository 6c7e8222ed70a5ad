import UIKit

class FoldersViewController: UITableViewController {
    var folders: [String] = []

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if let note = segue.destination as? NoteViewController, let row = tableView.indexPathForSelectedRow?.row {
            note.folderName = folders[row]
        }
    }
}
