import SwiftUI

public struct Tiers {
    public var primary: Color
    public var secondary: Color
}

/// The colors the reader shows, one value per scheme the user can pick.
public struct Scheme {
    public var text: Tiers
    public var background: Tiers
    public var accent: Color

    public init(text: Tiers, background: Tiers, accent: Color) {
        self.text = text
        self.background = background
        self.accent = accent
    }
}
