import SwiftUI

struct ProfileRow: View {
    var body: some View {
        HStack {
            Image(systemName: "person.crop.circle")
            Text("Signed in as you")
                .foregroundStyle(.secondary)
        }
    }
}
