import SwiftUI

struct SpineView: View {
    var body: some View {
        Text("Moby Dick")
            .foregroundColor(.white)
            .padding()
            .background(Color.black)
    }
}
