import SwiftUI

struct AboutView: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Version 1.0")
                .foregroundColor(.secondary)
            CreditsView()
        }
        .background(Color(nsColor: .windowBackgroundColor))
    }
}

struct CreditsView: View {
    var body: some View {
        Text("Thanks to everyone who helped")
            .foregroundColor(.secondary)
            .background(Color(nsColor: .windowBackgroundColor))
    }
}

final class AboutHostingController: NSHostingController<AboutView> {
    init() {
        super.init(rootView: AboutView())
    }

    @objc required dynamic init?(coder: NSCoder) {
        super.init(coder: coder, rootView: AboutView())
    }
}
