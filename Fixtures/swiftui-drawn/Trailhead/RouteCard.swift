import SwiftUI

/// A route card: a glow drawn under the title, and a solid strip under the distance.
struct RouteCard: View {
    var body: some View {
        VStack {
            ZStack {
                Circle()
                    .fill(RadialGradient(colors: [.green, .clear], center: .center, startRadius: 0, endRadius: 80))
                Text("Ridge loop")
                    .foregroundColor(.black)
            }
            ZStack {
                Rectangle()
                    .fill(Color.blue)
                    .ignoresSafeArea()
                Text("12 km")
                    .foregroundColor(.white)
            }
        }
        .background(Color.white)
    }
}
