import SwiftUI

/// A marker the UI tests draw over a screenshot: only the UI-testing bundle builds this file.
struct LaunchMarker: View {
    var body: some View {
        Text("UI TEST")
            .foregroundColor(.black)
            .background(Color.black)
    }
}
