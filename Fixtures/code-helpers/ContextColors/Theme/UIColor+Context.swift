import UIKit

extension UIColor {
    public static func color(_ context: ColorContext, _ style: ColorStyle = .normal) -> UIColor {
        switch context {
        case .text:
            switch style {
            case .normal: return UIColor(hex: "#0C0C14")
            case .weak: return UIColor(hex: "#706D6B")
            case .interactive: return UIColor(hex: "#6D4AFF")
            case .danger: return UIColor(hex: "#DC3251")
            }
        case .background:
            return style == .weak ? UIColor(hex: "#F5F4F2") : .white
        case .icon:
            return UIColor(hex: "#5B5B64").withAlphaComponent(0.8)
        }
    }
}
