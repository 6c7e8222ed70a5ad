import UIKit

enum WhatsNewFactory {
    static func make() -> UIViewController {
        WhatsNewViewController()
    }
}
