import UIKit

/// How a toast is drawn over the screen it confirms an action on.
protocol ToastTheme {
    var fill: UIColor { get }
    var message: UIColor { get }
}

struct LightToastTheme: ToastTheme {
    var fill: UIColor { UIColor(hex: "#2C2C2E") }
    var message: UIColor { .white }
}

struct DarkToastTheme: ToastTheme {
    var fill: UIColor { UIColor(hex: "#E5E5EA") }
    var message: UIColor { .black }
}
