import SwiftUI

@main
struct ScribeTouchApp: App {
    var body: some Scene {
        WindowGroup {
            UploadView()
        }
    }
}

struct UploadView: View {
    var body: some View {
        ProgressView()
            .tint(Color(red: 0.95, green: 0.9, blue: 0.3))
    }
}
