import AppKit

final class AlertBadgeView: NSView {
    override var wantsUpdateLayer: Bool { true }

    override func updateLayer() {
        let tone = effectiveAppearance.name == .darkAqua ? NSColor(named: "BadgeDark")! : NSColor(named: "BadgeLight")!
        layer?.backgroundColor = tone.cgColor
    }
}
