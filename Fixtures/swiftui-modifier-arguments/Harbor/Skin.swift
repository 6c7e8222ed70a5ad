import SwiftUI

/// The skins a sailor picks in Settings.
enum Skin: String, CaseIterable, Identifiable {
    case classic
    case glass

    var id: String { rawValue }

    /// Whether panels are see-through: the glass skin draws no panel of its own.
    var isGlass: Bool {
        self == .glass
    }

    func paint(in scheme: ColorScheme) -> Paint {
        switch self {
        case .classic:
            return .classic
        case .glass:
            return .glass
        }
    }
}

private struct SkinKey: EnvironmentKey {
    static let defaultValue: Skin = .classic
}

extension EnvironmentValues {
    var skin: Skin {
        get { self[SkinKey.self] }
        set { self[SkinKey.self] = newValue }
    }
}

struct Paint {
    let page: Color
    let panel: Color
    let text: Color

    static let classic = Paint(
        page: Color(red: 1, green: 1, blue: 1),
        panel: Color(red: 0.9, green: 0.95, blue: 1),
        text: Color(red: 0.1, green: 0.1, blue: 0.2)
    )

    static let glass = Paint(
        page: Color(red: 0.2, green: 0.3, blue: 0.4),
        panel: Color(red: 0.3, green: 0.4, blue: 0.5),
        text: Color(red: 1, green: 1, blue: 1)
    )
}

/// The paint of the skin the sailor picked.
@propertyWrapper
struct Painted: DynamicProperty {
    @Environment(\.skin) private var skin
    @Environment(\.colorScheme) private var scheme

    var wrappedValue: Paint { skin.paint(in: scheme) }
}
