import SwiftUI

@main
struct AlbumApp: App {
    var body: some Scene {
        WindowGroup {
            CoverView()
        }
    }
}
