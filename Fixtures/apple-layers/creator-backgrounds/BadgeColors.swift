import UIKit

enum BadgeColors {
    static let unread = UIColor(red: 0.216, green: 0.573, blue: 0.988, alpha: 1)
    static let unreadMuted = UIColor(red: 0.714, green: 0.714, blue: 0.733, alpha: 1)
}
