import SwiftUI

/// The looks a reader picks in Settings.
enum Look: String, CaseIterable, Identifiable {
    case paper
    case frost
    case slate

    var id: String { rawValue }

    /// Whether the look floats the screens over a frosted glow instead of a flat page.
    var isFrosted: Bool {
        self == .frost
    }

    func shades(in scheme: ColorScheme) -> Shades {
        switch self {
        case .paper:
            return .paper(scheme)
        case .frost:
            return .frost
        case .slate:
            return .slate
        }
    }
}

private struct LookKey: EnvironmentKey {
    static let defaultValue: Look = .paper
}

extension EnvironmentValues {
    var look: Look {
        get { self[LookKey.self] }
        set { self[LookKey.self] = newValue }
    }
}
