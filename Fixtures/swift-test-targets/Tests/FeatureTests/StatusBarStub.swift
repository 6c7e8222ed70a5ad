import SwiftUI
import Feature

/// A fake status bar drawn around snapshots of the banner: test code, never shown to the app's users.
struct StatusBarStub: View {
    var body: some View {
        HStack {
            Text("9:41")
                .foregroundColor(.black)
            Spacer()
            BannerView()
        }
        .background(Color.black)
    }
}
