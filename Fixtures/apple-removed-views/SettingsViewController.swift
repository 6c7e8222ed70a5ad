import Cocoa

class SettingsViewController: NSViewController {
    @IBOutlet weak var previewStack: NSStackView!
    @IBOutlet weak var counterLabel: NSTextField!
    @IBOutlet weak var legacyNote: NSTextField!
    @IBOutlet weak var stepLabel: NSTextField!
    @IBOutlet weak var shortcutStack: NSStackView!

    override func viewDidLoad() {
        super.viewDidLoad()
        legacyNote.removeFromSuperview()
        rebuildPreview()
        shortcutStack.arrangedSubviews.forEach { $0.removeFromSuperview() }
    }

    func rebuildPreview() {
        if Settings.showsSeconds {
            previewStack.clearAll()
            previewStack.addArrangedSubview(NSTextField(labelWithString: "9:41:07"))
        } else {
            previewStack.clearAll()
            previewStack.addArrangedSubview(NSTextField(labelWithString: "9:41"))
        }
        previewStack.addArrangedSubview(counterLabel)
    }

    @IBAction func stepChanged(_ sender: NSStepper) {
        stepLabel.removeFromSuperview()
    }
}

enum Settings {
    static var showsSeconds: Bool { UserDefaults.standard.bool(forKey: "showsSeconds") }
}
