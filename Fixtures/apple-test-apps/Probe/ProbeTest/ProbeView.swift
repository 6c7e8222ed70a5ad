import SwiftUI

@main
struct ProbeTestApp: App {
    var body: some Scene {
        WindowGroup {
            Text("Probe")
                .foregroundColor(.white)
                .background(Color.black)
        }
    }
}
