import SwiftUI

/// Shown only from the debug menu while the new tour is built.
struct WelcomeTourView: View {
    var body: some View {
        Text("Welcome to Trailhead")
            .foregroundColor(.white)
            .background(Color.indigo)
    }
}
