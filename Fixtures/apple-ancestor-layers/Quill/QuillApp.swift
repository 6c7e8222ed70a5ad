import SwiftUI

@main
struct QuillApp: App {
    @StateObject var panels = PanelRegistry()

    var body: some Scene {
        WindowGroup {
            WorkspaceView()
                .environmentObject(panels)
                .onAppear { ProblemsExtension().register(in: panels) }
        }
    }
}
