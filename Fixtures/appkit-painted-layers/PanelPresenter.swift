import Cocoa

/// Shows one panel at a time, each in a window of its own.
final class PanelPresenter: NSObject {
    static let shared = PanelPresenter()
    private var panelWindowController: NSWindowController?

    func openPanel(_ controller: NSViewController) {
        panelWindowController?.close()
        let window = NSWindow(contentViewController: controller)
        window.title = controller.title ?? ""
        panelWindowController = NSWindowController(window: window)
        panelWindowController?.showWindow(self)
    }
}
