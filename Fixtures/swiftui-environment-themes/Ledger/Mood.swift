import SwiftUI

enum Mood {
    case calm
    case vivid
    case loud
}

struct MoodKey: EnvironmentKey {
    static let defaultValue = Mood.calm
}

extension EnvironmentValues {
    var mood: Mood {
        get { self[MoodKey.self] }
        set { self[MoodKey.self] = newValue }
    }
}

@propertyWrapper
struct Rule {
    let wrappedValue = Color(red: 0.8, green: 0.8, blue: 0.8)
}
