import UIKit

final class NotesViewController: UITableViewController {
    var notes: [Note] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UINib(nibName: "NoteCell", bundle: nil), forCellReuseIdentifier: "NoteCell")
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "NoteCell", for: indexPath) as! NoteCell
        cell.show(notes[indexPath.row])
        return cell
    }
}

struct Note {
    var title: String
    var snippet: String
    var tags: [String]
}
