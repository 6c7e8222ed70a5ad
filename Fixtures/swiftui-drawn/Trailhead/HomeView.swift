import SwiftUI

struct HomeView: View {
    var body: some View {
        NavigationStack {
            VStack {
                SummitBanner()
                RouteCard()
                Button("Start hike") {}
                    .buttonStyle(FilledButtonStyle())
                    .foregroundStyle(Color.gray)
                Label("Trails", systemImage: "map")
                    .labelStyle(TrailLabelStyle())
                Label("Summits", systemImage: "mountain.2")
                    .labelStyle(SummitLabelStyle())
                NavigationLink("Settings") {
                    SettingsView()
                }
            }
        }
    }
}
