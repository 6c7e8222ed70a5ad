import SwiftUI

struct ShelfView: View {
    @State private var showsPreferences = false

    var body: some View {
        NavigationView {
            VStack {
                Text("Recently read").footnoteCaption()
                Button("Preferences") { showsPreferences = true }
            }
            .background(Color.yellow)
        }
        .sheet(isPresented: $showsPreferences) {
            PreferencesView()
        }
    }
}
