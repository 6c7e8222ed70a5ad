import SwiftUI

struct AboutPanel: View {
    var body: some View {
        Text("Built with [a parser](https://example.com/parser).")
            .foregroundStyle(.secondary)
            .background(Color.white)
    }
}
