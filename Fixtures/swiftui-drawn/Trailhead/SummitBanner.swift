import SwiftUI

/// A header over a gradient sky: the gradient is drawn between the black backdrop and the text.
struct SummitBanner: View {
    var body: some View {
        ZStack {
            Color.black
            LinearGradient(colors: [.orange, .purple], startPoint: .top, endPoint: .bottom)
            Text("Summit at dawn")
                .foregroundColor(.white)
        }
    }
}
