import SwiftUI

/// InkKit's palette, as a design-system package declares it.
public enum InkPalette {
    public static let headline = Color(red: 0.10, green: 0.11, blue: 0.13)
    public static let muted = Color(red: 0.62, green: 0.62, blue: 0.64)
    public static let sheet = Color(red: 0.98, green: 0.97, blue: 0.95)
}
