import Cocoa

/// A view that fills itself with `fillColor` (set by whoever shows it).
final class PanelBackdrop: NSView {
    var fillColor: NSColor = .clear {
        didSet { needsDisplay = true }
    }

    override func draw(_ dirtyRect: NSRect) {
        fillColor.setFill()
        dirtyRect.fill()
    }
}
