import UIKit

class TrackListController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UINib(nibName: "BaseRowCell", bundle: nil), forCellReuseIdentifier: "BaseRowCell")
        tableView.register(UINib(nibName: "DateRowCell", bundle: nil), forCellReuseIdentifier: "DateRowCell")
        let banner = Bundle.main.loadNibNamed("PromoBanner", owner: nil)?.first as? PromoBanner
        tableView.tableHeaderView = banner
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if indexPath.row == 0 {
            let cell = tableView.dequeueReusableCell(withIdentifier: "BaseRowCell") as? BaseRowCell
            if let cell {
                cell.titleLabel.textColor = .systemIndigo
                cell.titleLabel.text = "Recorded"
                return cell
            }
            return UITableViewCell()
        }
        let cell = tableView.dequeueReusableCell(withIdentifier: "DateRowCell", for: indexPath) as! DateRowCell
        cell.titleLabel.text = "From"
        return cell
    }

    func showWaypoints() {
        present(WaypointSheetController(), animated: true)
    }
}
