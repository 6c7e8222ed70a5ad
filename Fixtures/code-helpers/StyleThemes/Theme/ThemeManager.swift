import SwiftUI

final class ThemeManager: ObservableObject {
    static let shared = ThemeManager()

    @Published var kind: ThemeKind

    init() {
        kind = ThemeKind(rawValue: UserDefaults.standard.integer(forKey: "theme")) ?? .light
    }
}
