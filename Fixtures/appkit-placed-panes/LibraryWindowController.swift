import Cocoa

/// The library window: its placeholder box shows the library's tabs, or another content controller.
final class LibraryWindowController: NSWindowController {
    @IBOutlet var placeholderView: NSBox!
    private lazy var library = LibraryTabsController()

    private var current: NSViewController?
    var content: NSViewController? {
        get { current }
        set {
            let next = newValue ?? library
            current?.view.removeFromSuperview()
            placeholderView.addSubview(next.view)
            current = next
        }
    }

    static func make() -> LibraryWindowController {
        let controller = self.init(windowNibName: "LibraryWindow")
        controller.content = nil
        return controller
    }
}

/// The library's sections, one tab each; the app switches them with its own toolbar control.
final class LibraryTabsController: NSTabViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tabStyle = .unspecified
        let stations = StationsViewController()
        let item = NSTabViewItem(identifier: "stations")
        item.viewController = stations
        addTabViewItem(item)
    }
}

final class StationsViewController: NSViewController {}
