import SwiftUI

/// The design system's colors: one enum per group, each case a role, its color picked per color scheme.
public protocol Tinted {
    func color(_ colorScheme: ColorScheme) -> Color
}

public enum Tone {
    public enum Text: Tinted {
        case primary
        case secondary
    }

    public enum Surface: Tinted {
        case base
        case raised
    }
}

public extension Tone.Text {
    func color(_ colorScheme: ColorScheme) -> Color {
        switch self {
        case .primary: return Tone.pick(Color("Ink"), Color("Paper"), colorScheme)
        case .secondary: return Tone.pick(Color("Slate"), Color("Fog"), colorScheme)
        }
    }
}

public extension Tone.Surface {
    func color(_ colorScheme: ColorScheme) -> Color {
        switch self {
        case .base: return Tone.pick(Color("Paper"), Color("Night"), colorScheme)
        case .raised: return Tone.pick(.white, Color("Night"), colorScheme)
        }
    }
}

private extension Tone {
    static func pick(_ light: Color, _ dark: Color, _ colorScheme: ColorScheme) -> Color {
        colorScheme == .light ? light : dark
    }
}
