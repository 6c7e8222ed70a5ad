import SwiftUI

struct DebugStats: View {
    var body: some View {
        VStack {
            statRow("Codec", "h264")
            statRow("Size", "1080p")
        }
        .background(Color.black)
    }

    private func statRow(_ label: String, _ value: String, valueColor: Color? = nil) -> some View {
        Text(value)
            .foregroundStyle(valueColor ?? Color.yellow)
    }
}
