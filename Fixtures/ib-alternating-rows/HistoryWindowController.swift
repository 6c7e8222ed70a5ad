import AppKit

final class HistoryWindowController: NSWindowController, NSTableViewDataSource, NSTableViewDelegate {
    var titles: [String] = []

    override var windowNibName: NSNib.Name? { "HistoryWindow" }

    func numberOfRows(in tableView: NSTableView) -> Int { titles.count }

    func tableView(_ tableView: NSTableView, viewFor tableColumn: NSTableColumn?, row: Int) -> NSView? {
        let cell = tableView.makeView(withIdentifier: NSUserInterfaceItemIdentifier("TitleCell"), owner: self)
            as? NSTableCellView
        cell?.textField?.stringValue = titles[row]
        return cell
    }
}
