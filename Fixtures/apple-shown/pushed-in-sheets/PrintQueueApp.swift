import SwiftUI

@main
struct PrintQueueApp: App {
    var body: some Scene {
        WindowGroup {
            LibraryView()
        }
    }
}

struct PrintJob: Identifiable, Hashable {
    var id: Int
    var name: String
}
