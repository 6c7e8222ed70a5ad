import SwiftUI

/// A color that resolves against the skin in the environment.
public struct SkinStyle: ShapeStyle, Sendable {
    let key: String
    let pick: @Sendable (Skin) -> Color

    public func resolve(in environment: EnvironmentValues) -> Color {
        pick(environment.skin)
    }
}

public extension ShapeStyle where Self == SkinStyle {
    static var skinText: SkinStyle {
        .init(key: "text", pick: \.text.primary)
    }

    static var skinSurface: SkinStyle {
        .init(key: "surface", pick: \.surface.primary)
    }
}
