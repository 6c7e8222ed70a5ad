import SwiftUI
import UIKit

// The bridge the Objective-C screens call.
@objc
class SwiftuiInterface: NSObject {
    @objc(makeContactDetailsForContact:)
    func makeContactDetails(for contact: Contact) -> UIViewController {
        let host = UIHostingController(rootView: AnyView(EmptyView()))
        host.rootView = AnyView(ContactDetails(name: contact.name))
        return host
    }

    @objc
    func makeView(name: String) -> UIViewController {
        switch name {
        case "Privacy":
            return UIHostingController(rootView: PrivacySettings())
        default:
            return UIHostingController(rootView: ChatPlaceholder())
        }
    }
}

struct ContactDetails: View {
    let name: String

    var body: some View {
        Form {
            Text(name).foregroundStyle(.secondary)
        }
    }
}

struct PrivacySettings: View {
    var body: some View {
        Form {
            Text("Send read receipts").foregroundStyle(.secondary)
        }
    }
}

struct ChatPlaceholder: View {
    var body: some View {
        List {
            Text("Select a chat").foregroundStyle(.secondary)
        }
    }
}
