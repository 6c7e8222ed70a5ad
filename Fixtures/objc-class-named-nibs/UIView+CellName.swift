import UIKit

extension UIView {
    @objc static var cellName: String {
        String(describing: self)
    }
}
