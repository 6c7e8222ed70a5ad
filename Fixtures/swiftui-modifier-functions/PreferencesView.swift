import SwiftUI

struct PreferencesView: View {
    var body: some View {
        NavigationView {
            ScrollView {
                PreferenceRow(title: "About Shelf", destination: AboutShelfView())
            }
            .navigationTitle("Preferences")
        }
    }
}

private struct PreferenceRow<Destination: View>: View {
    let title: String
    let destination: Destination

    var body: some View {
        NavigationLink(destination: destination) {
            Label(title, systemImage: "info.circle")
        }
    }
}
