import SwiftUI

@main
struct TidesApp: App {
    var body: some Scene {
        WindowGroup {
            TideTableView(high: "06:12", low: "12:31")
        }
    }
}
