import Cocoa

/// The shortcuts preferences pane: one row per command, each row a view built in code.
final class ShortcutsPaneController: NSViewController, NSTableViewDataSource, NSTableViewDelegate {
    @IBOutlet var tableView: NSTableView?

    private let commands = ["Focus next window", "Swap with main", "Throw to next screen"]

    override var nibName: NSNib.Name? { "ShortcutsPane" }

    func numberOfRows(in tableView: NSTableView) -> Int {
        commands.count
    }

    func tableView(_ tableView: NSTableView, viewFor tableColumn: NSTableColumn?, row: Int) -> NSView? {
        let rowView = ShortcutRowView(frame: NSRect(x: 0, y: 0, width: tableView.frame.width, height: 30))
        rowView.nameLabel.stringValue = commands[row]
        return rowView
    }
}

/// A row: the command's name on the left.
final class ShortcutRowView: NSView {
    let nameLabel = NSTextField(labelWithString: "")

    override init(frame: NSRect) {
        super.init(frame: frame)
        addSubview(nameLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
