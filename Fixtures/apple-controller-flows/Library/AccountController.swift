import SwiftUI
import UIKit

final class AccountController: UIViewController {
    static func instantiate() -> UIViewController {
        AccountController()
    }

    func openProfile() {
        navigationController?.pushViewController(ProfileController.instantiate(), animated: true)
    }
}

final class ProfileController: UIViewController {
    static func instantiate() -> UIViewController {
        UIHostingController(rootView: ProfileView())
    }
}

struct ProfileView: View {
    var body: some View {
        List {
            Text("Display name").foregroundStyle(.secondary)
        }
    }
}
