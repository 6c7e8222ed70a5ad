import SwiftUI

struct ProfileHeader: View {
    let name: String

    var body: some View {
        VStack(alignment: .leading) {
            Text(name)
                .foregroundStyle(.schemeSecondaryText)
            Text("Follow")
                .foregroundStyle(.schemeAccent)
        }
    }
}
