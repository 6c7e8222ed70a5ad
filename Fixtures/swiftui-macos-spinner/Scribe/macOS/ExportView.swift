import SwiftUI

@main
struct ScribeApp: App {
    var body: some Scene {
        WindowGroup {
            ExportView()
        }
    }
}

struct ExportView: View {
    var body: some View {
        VStack {
            ProgressView()
                .tint(Color(red: 0.95, green: 0.9, blue: 0.3))
            ProgressView("Exporting")
                .progressViewStyle(.circular)
                .tint(Color(red: 0.95, green: 0.9, blue: 0.3))
            ProgressView(value: 0.4)
                .tint(Color(red: 0.95, green: 0.9, blue: 0.3))
        }
    }
}
