import SwiftUI

@main
struct PlayerApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                Tab("Library", systemImage: "books.vertical") {
                    LibraryList()
                }
            }
            .tabViewBottomAccessory {
                HStack {
                    Text("Now playing").foregroundStyle(.secondary)
                }
            }
        }
    }
}

struct LibraryList: View {
    var body: some View {
        List {
            Text("Books").foregroundStyle(.secondary)
        }
    }
}
