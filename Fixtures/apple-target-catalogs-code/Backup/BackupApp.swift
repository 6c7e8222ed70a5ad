import SwiftUI

@main
struct BackupApp: App {
    var body: some Scene {
        WindowGroup {
            BackupView()
        }
    }
}

struct BackupView: View {
    var body: some View {
        VStack {
            Text("Backing up")
                .foregroundStyle(Color.white)
                .background(Color("Background"))
            SyncBanner()
        }
    }
}
