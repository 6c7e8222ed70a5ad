import Foundation

/// Settings read once at launch.
enum Preferences {
    static var strongInk = false

    static func load() {
        strongInk = UserDefaults.standard.bool(forKey: "strongInk")
    }
}
