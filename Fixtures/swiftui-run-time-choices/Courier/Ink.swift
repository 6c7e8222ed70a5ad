import SwiftUI

enum DeliveryState {
    case sending
    case delivered
    case failed
}

extension Color {
    /// Headlines: black when the reader asked for strong ink, else a soft gray.
    static var headline: Color {
        Preferences.strongInk ? Color(red: 0, green: 0, blue: 0) : Color(red: 0.45, green: 0.45, blue: 0.45)
    }

    static func delivery(_ state: DeliveryState) -> Color {
        switch state {
        case .sending:
            return Color(red: 0.5, green: 0.5, blue: 0.5)
        case .delivered:
            return Color(red: 0, green: 0.4, blue: 0)
        case .failed:
            return Color(red: 0.8, green: 0, blue: 0)
        }
    }
}
