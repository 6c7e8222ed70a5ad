import Cocoa

/// The small explanatory text under a preference: always drawn in the secondary label color.
final class CaptionField: NSTextField {
    override var textColor: NSColor? {
        get { NSColor.secondaryLabelColor }
        set { super.textColor = newValue }
    }
}
