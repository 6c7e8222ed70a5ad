import SwiftUI

struct Panel {
    let title: String
    let content: AnyView
}

final class PanelRegistry: ObservableObject {
    @Published var panels: [Panel] = []

    func add(_ panel: Panel) { panels.append(panel) }
}

/// Shows the registered panels under the editor, on the theme's editor background.
struct PanelHost: View {
    @EnvironmentObject var registry: PanelRegistry

    var body: some View {
        TabView {
            ForEach(registry.panels, id: \.title) { panel in
                panel.content
            }
        }
        .background(Color(themed: "editor.background"))
    }
}
