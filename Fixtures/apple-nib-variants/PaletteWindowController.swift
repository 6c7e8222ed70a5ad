import Cocoa

/// Loads Palette.xib; the classic layout's nib is no longer loaded.
@objc final class PaletteWindowController: NSWindowController {
    @objc convenience init() {
        self.init(windowNibName: "Palette")
    }
}
