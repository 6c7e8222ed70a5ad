import UIKit

enum Theme_Harbor {
    static let theme: [Tone: UIColor] = [
        .ink: UIColor(red: 0.067, green: 0.2, blue: 0.4, alpha: 1),
        .inkMuted: UIColor(red: 0.267, green: 0.4, blue: 0.533, alpha: 1),
        .danger: UIColor(red: 0.6, green: 0, blue: 0.2, alpha: 1),
        .paper: UIColor(red: 0.933, green: 0.967, blue: 1, alpha: 1),
        .card: UIColor(red: 0.867, green: 0.933, blue: 1, alpha: 1),
    ]
}
