// Fixture: AppKit and Core Graphics initializers.
import AppKit

enum MacColors {
    static let srgb = NSColor(srgbRed: 0.1, green: 0.2, blue: 0.3, alpha: 1)
    static let calibrated = NSColor(calibratedRed: 0.4, green: 0.5, blue: 0.6, alpha: 1)
    static let device = NSColor(deviceRed: 0.7, green: 0.8, blue: 0.9, alpha: 1)
    static let calibratedGrey = NSColor(calibratedWhite: 0.5, alpha: 1)
    static let wide = NSColor(displayP3Red: 0, green: 1, blue: 0, alpha: 1)
    static let label = NSColor.labelColor
    static let red = NSColor.systemRed
}
