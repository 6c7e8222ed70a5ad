import Cocoa

extension NSStackView {
    func clearAll() {
        for view in self.views {
            view.removeFromSuperview()
        }
    }
}
