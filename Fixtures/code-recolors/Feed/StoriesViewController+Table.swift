import UIKit
import ReaderDesign

extension StoriesViewController: UITableViewDataSource, UITableViewDelegate {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        stories.count + 1
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if indexPath.row == stories.count {
            return tableView.dequeueReusableCell(withIdentifier: "MoreRow", for: indexPath)
        }
        let cell = tableView.dequeueReusableCell(withIdentifier: "StoryRow", for: indexPath) as! StoryCell
        cell.headline.text = stories[indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        let fill = UIColor(named: "CardFill")
        cell.backgroundColor = fill
        cell.textLabel?.textColor = UIColor(named: "Ink")
        (cell as? StoryCell)?.byline.textColor = ReaderDesign.Palette.mutedText
    }
}
