import SwiftUI

@main
struct AccountApp: App {
    var body: some Scene {
        WindowGroup {
            AccountView()
        }
    }
}

struct AccountView: View {
    @State private var showsPlans = false

    var body: some View {
        VStack(spacing: 0) {
            ActionRow(title: "Upgrade", includeChevron: false, action: { showsPlans = true })
                .padding()
                .background(Color.yellow)
            List {
                ActionRow(title: "Devices", includeChevron: true, action: {})
            }
            .listStyle(.insetGrouped)
        }
    }
}
