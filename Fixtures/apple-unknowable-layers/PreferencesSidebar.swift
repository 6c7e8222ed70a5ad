import AppKit

final class PreferencesSidebarCellView: NSTableCellView {
    private let titleField = NSTextField(labelWithString: "")

    override init(frame frameRect: NSRect) {
        super.init(frame: frameRect)
        addSubview(titleField)
        titleField.textColor = .labelColor
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class PreferencesWindowController: NSWindowController, NSTableViewDataSource, NSTableViewDelegate {
    private let sidebarTable = NSTableView()

    func setUp() {
        let sidebarController = NSViewController()
        let item = NSSplitViewItem(sidebarWithViewController: sidebarController)
        item.canCollapse = false
        sidebarTable.style = .sourceList
        sidebarTable.delegate = self
    }

    func tableView(_ tableView: NSTableView, viewFor tableColumn: NSTableColumn?, row: Int) -> NSView? {
        PreferencesSidebarCellView(frame: .zero)
    }
}
