import AppKit

final class SyncBadgeView: NSView {
    override var wantsUpdateLayer: Bool { true }

    override func updateLayer() {
        let darkMode = effectiveAppearance.name == .darkAqua
        let fill = darkMode ? NSColor(red: 0.13, green: 0.19, blue: 0.25, alpha: 1) : NSColor(red: 0.95, green: 0.91, blue: 0.82, alpha: 1)
        layer?.backgroundColor = fill.cgColor
    }
}
