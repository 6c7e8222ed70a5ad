import SwiftUI

/// The moods a writer picks in Settings.
enum Mood: String, CaseIterable, Identifiable {
    case dusk
    case meadow

    var id: String { rawValue }

    /// Whether the mood paints a glowing backdrop instead of a flat page.
    var glows: Bool {
        self == .meadow
    }

    func tones(in scheme: ColorScheme) -> Tones {
        switch self {
        case .dusk:
            return .dusk(scheme)
        case .meadow:
            return .meadow
        }
    }
}

private struct MoodKey: EnvironmentKey {
    static let defaultValue: Mood = .dusk
}

extension EnvironmentValues {
    var mood: Mood {
        get { self[MoodKey.self] }
        set { self[MoodKey.self] = newValue }
    }
}
