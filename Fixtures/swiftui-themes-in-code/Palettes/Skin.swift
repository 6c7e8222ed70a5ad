import SwiftUI

public struct SkinTiers {
    public var primary: Color
    public var secondary: Color

    public init(primary: Color, secondary: Color) {
        self.primary = primary
        self.secondary = secondary
    }
}

/// The colors every screen draws with, one value per skin the user can pick.
public struct Skin {
    public var text: SkinTiers
    public var surface: SkinTiers
    public var tint: Color

    public init(text: SkinTiers, surface: SkinTiers, tint: Color) {
        self.text = text
        self.surface = surface
        self.tint = tint
    }
}

public extension EnvironmentValues {
    @Entry var skin: Skin = .classic
}
