import Cocoa

/// The filters of the current track, one row each.
final class FilterListController: NSViewController {
    @IBOutlet var outlineView: NSOutlineView!
    @IBOutlet var presetTable: NSTableView!

    init() {
        super.init(nibName: "FilterList", bundle: nil)
    }

    required init?(coder: NSCoder) { nil }
}
