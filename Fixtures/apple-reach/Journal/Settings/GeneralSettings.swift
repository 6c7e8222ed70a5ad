import SwiftUI

struct GeneralSettings: View {
    var body: some View {
        Text("Start of week")
            .foregroundColor(.red)
            .background(Color.white)
    }
}
