import SwiftUI

struct PlotList: View {
    var body: some View {
        VStack {
            Text("Plots in bloom")
                .foregroundStyle(.tint)
            Label("Water today", systemImage: "drop")
                .foregroundColor(.accentColor)
            Text("Harvest log")
                .foregroundStyle(.secondary)
            Text("3")
                .foregroundColor(.white)
                .padding(6)
                .background(Circle().fill(Color.accentColor))
        }
    }
}
