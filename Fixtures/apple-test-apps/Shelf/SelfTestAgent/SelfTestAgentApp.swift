import SwiftUI

@main
struct SelfTestAgentApp: App {
    var body: some Scene {
        WindowGroup {
            AgentStatusView()
        }
    }
}
