import UIKit

enum ArticleStyle {
    static let body = ColorName.articleBody.color
    static let overlay = UIColor(named: .translucent)
}
