import SwiftUI

@main
struct ReaderApp: App {
    var body: some Scene {
        WindowGroup {
            ArticleView()
            SyncStatusView()
        }
    }
}
