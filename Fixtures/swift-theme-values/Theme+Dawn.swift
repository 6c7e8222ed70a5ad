import UIKit

enum Theme_Dawn {
    static let theme: [Tone: UIColor] = [
        .ink: UIColor(red: 0.133, green: 0.133, blue: 0.133, alpha: 1),
        .inkMuted: UIColor(red: 0.4, green: 0.4, blue: 0.4, alpha: 1),
        .danger: UIColor(red: 0.8, green: 0, blue: 0, alpha: 1),
        .paper: .white,
        .card: UIColor(red: 0.961, green: 0.961, blue: 0.961, alpha: 1),
    ]
}
