import SwiftUI

@main
struct ShelfApp: App {
    var body: some Scene {
        WindowGroup {
            ShelfView()
        }
    }
}

struct ShelfView: View {
    var body: some View {
        VStack {
            Text("Your shelf")
                .foregroundStyle(Color.black)
                .background(Color("Background"))
            Text("Pinned")
                .foregroundStyle(Color.black)
                .background(Color(.background))
            SyncBanner()
        }
    }
}
