import SwiftUI
import UIKit

enum ConversationSettingsFactory {
    static func make(conversation: Conversation) -> UIViewController {
        let controller = UIHostingController(rootView: ConversationSettingsView(conversation: conversation))
        controller.title = "Conversation settings"
        return controller
    }
}
