import SwiftUI

struct BadgeView: View {
    var body: some View {
        VStack {
            Text("Badge everywhere")
                .foregroundStyle(Color.captionInk)
            #if os(iOS)
            Text("Badge on the phone")
                .foregroundStyle(Color.captionInk)
            #endif
            #if os(tvOS)
            Text("Badge on the television")
                .foregroundStyle(Color.captionInk)
            #endif
        }
    }
}
