import SwiftUI

struct Ink {
    var text: Color
}

private struct InkKey: EnvironmentKey {
    static let defaultValue = Ink(text: .primary)
}

extension EnvironmentValues {
    var ink: Ink {
        get { self[InkKey.self] }
        set { self[InkKey.self] = newValue }
    }
}
