import SwiftUI

struct TreeList: View {
    var body: some View {
        List {
            Text("Apple trees")
                .foregroundStyle(.tint)
            Text("Pear trees")
                .foregroundColor(.accentColor)
            Text("Plum trees")
                .foregroundStyle(Color.accentColor)
            Text("Ripe")
                .foregroundStyle(.white)
                .padding(4)
                .background(Color.accentColor)
            Button("Harvest") {}
                .buttonStyle(.borderedProminent)
                .foregroundStyle(.white)
        }
    }
}
