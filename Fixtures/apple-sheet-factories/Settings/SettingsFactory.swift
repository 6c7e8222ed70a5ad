import SwiftUI
import UIKit

class SettingsFactory: NSObject {
    private static func wrap<T: View>(view: T, nav: UINavigationController?) -> UIViewController {
        guard let nav else { return UIHostingController(rootView: view) }
        return UIHostingController(rootView: NavigationHost(nav: nav) { view })
    }

    static func makeSettings(nav: UINavigationController?) -> UIViewController {
        wrap(view: SettingsView(), nav: nav)
    }

    static func makeWelcome() -> UIViewController {
        UIHostingController(rootView: WelcomeView())
    }
}

struct NavigationHost<Content: View>: View {
    let nav: UINavigationController
    @ViewBuilder let content: () -> Content

    var body: some View { content() }
}
