import SwiftUI

@main
struct LedgerApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                AccountSettingsView()
                    .tabItem { Label("Account", systemImage: "person") }
                BudgetEditor()
                    .tabItem { Label("Budget", systemImage: "chart.pie") }
                ReceiptScanner()
                    .preferredColorScheme(.light)
                    .tabItem { Label("Scan", systemImage: "camera") }
                NightSummary()
                    .tabItem { Label("Tonight", systemImage: "moon") }
                SavingsGoals()
                    .tabItem { Label("Goals", systemImage: "target") }
            }
        }
    }
}
