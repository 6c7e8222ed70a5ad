import SwiftUI

/// A color that resolves against the scheme in the environment.
public struct SchemeColor: ShapeStyle, Sendable {
    let key: String
    let pick: @Sendable (Scheme) -> Color

    public func resolve(in environment: EnvironmentValues) -> Color {
        pick(environment.scheme)
    }
}

public extension ShapeStyle where Self == SchemeColor {
    static var schemeSecondaryText: SchemeColor {
        .init(key: "secondaryText", pick: \.text.secondary)
    }

    static var schemeAccent: SchemeColor {
        SchemeColor(key: "accent") { $0.accent }
    }
}

public extension EnvironmentValues {
    @Entry var scheme: Scheme = .standard
}
