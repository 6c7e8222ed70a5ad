import SwiftUI

struct TalkRow: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Opening session")
                .foregroundStyle(Color(.headlineText))
            Text("Hall A")
                .foregroundColor(Color(.detailText))
        }
        .background(Color(.rowBackground))
    }
}

@main
struct TalksApp: App {
    var body: some Scene {
        WindowGroup { TalkRow() }
    }
}
