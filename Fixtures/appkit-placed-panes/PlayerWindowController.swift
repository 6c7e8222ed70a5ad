import Cocoa

/// The player window: a dark sidebar box shows the queue, or the editor of the current edit mode.
final class PlayerWindowController: NSWindowController {
    @IBOutlet var sidebarView: NSBox!

    enum EditMode {
        case trim
        case fade

        func editor() -> EditBoxViewController {
            var editor: EditBoxViewController
            switch self {
            case .trim: editor = TrimViewController()
            case .fade: editor = FadeViewController()
            }
            return editor
        }
    }

    lazy var queue: QueueViewController = {
        let queue = QueueViewController()
        queue.player = self
        return queue
    }()

    convenience init() {
        self.init(windowNibName: "PlayerWindow")
    }

    @IBAction func toggleQueue(_ sender: Any?) {
        let content = queue
        showSidebar(content: content)
    }

    func edit(_ mode: EditMode) {
        let editor = mode.editor()
        sidebarView.addSubview(editor.view)
    }

    private func showSidebar(content: SidebarContent) {
        guard let view = (content as? NSViewController)?.view else { return }
        sidebarView.addSubview(view)
    }
}
