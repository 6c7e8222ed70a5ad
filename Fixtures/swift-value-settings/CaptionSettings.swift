import Foundation

/// What the user picked for captions; the player hands it to its renderer.
struct CaptionSettings: Codable, Hashable {
    var fontSize: Double
    var textColor: StoredColor
    var backgroundOpacity: Double

    init(fontSize: Double = 18, textColor: StoredColor = StoredColor(red: 1, green: 1, blue: 1),
         backgroundOpacity: Double = 0.6) {
        self.fontSize = fontSize
        self.textColor = textColor
        self.backgroundOpacity = backgroundOpacity
    }
}

extension CaptionSettings {
    mutating func restoreDefaults() {
        textColor = StoredColor(red: 1, green: 1, blue: 1)
        backgroundOpacity = 0.6
    }
}

enum CaptionPreset {
    case classic, highContrast

    var textColor: StoredColor {
        switch self {
        case .classic: return StoredColor(red: 1, green: 1, blue: 1)
        case .highContrast: return StoredColor(red: 1, green: 1, blue: 0)
        }
    }
}

struct StoredColor: Codable, Hashable {
    var red: Double
    var green: Double
    var blue: Double
}
