import SwiftUI
import UIKit

/// A color role; each look gives it a color.
public indirect enum Tone: Hashable {
    case value(Tone, alpha: CGFloat)
    case ink
    case inkMuted
    case danger
    case paper
    case card
}

/// The looks a user can pick in settings.
public enum Look: String, CaseIterable {
    case dawn
    case dusk
    case harbor

    var tones: [Tone: UIColor] {
        switch self {
        case .dawn: return Theme_Dawn.theme
        case .dusk: return Theme_Dusk.theme
        case .harbor: return Theme_Harbor.theme
        }
    }

    public func color(for tone: Tone) -> UIColor? {
        switch tone {
        case .value(let inner, let alpha): return color(for: inner)?.withAlphaComponent(alpha)
        default: return tones[tone]
        }
    }

    public func colorSwiftUI(for tone: Tone) -> Color? {
        color(for: tone).map { Color($0) }
    }
}

public enum LookManager {
    static var currentLook: Look = .dawn
}
