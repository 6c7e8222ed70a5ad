import SwiftUI

/// The looks a reader picks in Settings.
enum Look: String, CaseIterable, Identifiable {
    case paper
    case terminal
    case system

    var id: String { rawValue }

    func swatches(in scheme: ColorScheme) -> Swatches {
        switch self {
        case .paper:
            return .paper
        case .terminal:
            return Swatches.terminal(scheme)
        case .system:
            return .system(scheme)
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
