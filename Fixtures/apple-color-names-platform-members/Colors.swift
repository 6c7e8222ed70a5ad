import AppKit
import SwiftUI

// Colors declared as static members of AppKit's NSColor, then wrapped in SwiftUI with `Color(.member)`.
extension NSColor {
    static let headlineText = NSColor(calibratedWhite: 0.92, alpha: 1.0)
    static let detailText = NSColor(calibratedRed: 0.55, green: 0.57, blue: 0.60, alpha: 1.0)
    static let rowBackground = NSColor(calibratedWhite: 0.14, alpha: 1.0)
}

// A SwiftUI color wrapped back in AppKit with `NSColor(.member)`.
extension Color {
    static let badgeInk = Color(red: 0.0, green: 0.2, blue: 0.4)
}

extension NSColor {
    static let badgeText = NSColor(.badgeInk)
}
