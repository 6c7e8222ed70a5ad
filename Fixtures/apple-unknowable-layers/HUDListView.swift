import AppKit

final class HUDListView: NSView {
    private let effectView = NSVisualEffectView()
    private let headerField = NSTextField(labelWithString: "Windows")

    init() {
        super.init(frame: .zero)
        wantsLayer = true
        layer?.backgroundColor = NSColor.windowBackgroundColor.cgColor
        effectView.material = .hudWindow
        effectView.blendingMode = .behindWindow
        addSubview(effectView)
        effectView.addSubview(headerField)
        headerField.textColor = .secondaryLabelColor
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
