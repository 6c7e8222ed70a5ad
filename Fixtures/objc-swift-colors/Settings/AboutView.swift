import SwiftUI

struct AboutView: View {
    var body: some View {
        VStack {
            Text("Atlas")
                .foregroundColor(Color(uiColor: .atlasInk()))
        }
        .background(Color.white)
    }
}
