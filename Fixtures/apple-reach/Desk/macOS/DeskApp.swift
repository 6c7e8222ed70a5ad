import SwiftUI

@main
struct DeskApp: App {
    var body: some Scene {
        WindowGroup {
            LedgerWindow(expenses: [])
        }
        LedgerMenu()
    }
}
