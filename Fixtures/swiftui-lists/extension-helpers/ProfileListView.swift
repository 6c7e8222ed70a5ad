import SwiftUI

struct ProfileListView: View {
    @State private var selected: Profile?

    var body: some View {
        NavigationStack {
            List(profiles) { profile in
                Button(profile.name) { selected = profile }
            }
            .navigationTitle("Profiles")
        }
        .sheet(item: $selected) { profile in
            ProfileDetailView(profile: profile)
        }
    }
}

@main
struct ProfilesApp: App {
    var body: some Scene {
        WindowGroup { ProfileListView() }
    }
}
