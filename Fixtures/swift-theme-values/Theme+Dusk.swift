import UIKit

enum Theme_Dusk {
    static let theme: [Tone: UIColor] = [
        .ink: UIColor(red: 0.933, green: 0.933, blue: 0.933, alpha: 1),
        .inkMuted: UIColor(red: 0.6, green: 0.6, blue: 0.6, alpha: 1),
        .danger: UIColor(red: 1, green: 0.4, blue: 0.4, alpha: 1),
        .paper: .black,
        .card: UIColor(red: 0.133, green: 0.133, blue: 0.133, alpha: 1),
    ]
}
