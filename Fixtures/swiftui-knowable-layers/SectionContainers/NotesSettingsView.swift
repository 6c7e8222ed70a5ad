import SwiftUI

struct NotesSettingsView: View {
    var body: some View {
        Form {
            CardSection {
                Text("Sort by date")
                    .foregroundStyle(Color.black)
            } header: {
                Text("Sorting")
                    .foregroundStyle(Color.blue)
            }
        }
        .scrollContentBackground(.hidden)
        .background(Color.mint)
    }
}
