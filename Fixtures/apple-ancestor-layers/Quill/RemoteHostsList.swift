import SwiftUI

struct RemoteHostsList: View {
    var body: some View {
        List {
            Group {
                Text("Add a remote host")
                    .foregroundColor(.blue)
                Text("No saved hosts")
                    .foregroundColor(.gray)
            }
            .listRowBackground(Color.clear)
        }
        .listStyle(.grouped)
    }
}
