import Cocoa

/// A log console drawn on its own dark fill, whatever the appearance.
final class LogConsoleController: NSViewController {
    @IBOutlet private weak var logView: NSTextView!
    @IBOutlet private weak var notesView: NSTextView!
    @IBOutlet private weak var notesScroll: NSScrollView!

    override func viewWillAppear() {
        super.viewWillAppear()
        paintConsole()
    }

    private func paintConsole() {
        view.wantsLayer = true
        view.layer?.backgroundColor = NSColor(red: 30 / 255, green: 32 / 255, blue: 40 / 255, alpha: 1).cgColor
        logView.backgroundColor = .clear
        logView.textColor = .white
        notesView.drawsBackground = false
        notesScroll.drawsBackground = false
        notesView.textColor = .white
    }
}
