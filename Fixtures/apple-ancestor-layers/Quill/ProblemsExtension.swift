import SwiftUI

/// Adds the PROBLEMS panel to the workspace.
final class ProblemsExtension {
    func register(in registry: PanelRegistry) {
        registry.add(Panel(title: "Problems", content: AnyView(ProblemsPanel(count: 3))))
    }
}

private struct ProblemsPanel: View {
    let count: Int

    var body: some View {
        HStack {
            Text("main.swift")
                .foregroundColor(.gray)
            Circle()
                .fill(Color.orange)
                .frame(width: 14, height: 14)
                .overlay(
                    Text("\(count)")
                        .foregroundColor(.black)
                        .font(.system(size: 10))
                )
        }
    }
}
