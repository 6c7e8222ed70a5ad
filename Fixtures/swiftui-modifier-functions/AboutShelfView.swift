import SwiftUI

struct AboutShelfView: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Shelf 2.1").versionCaption()
            Text("Made in Lyon").versionCaption()
        }
        .padding(.horizontal)
        .navigationTitle("About")
    }
}

private extension Text {
    func versionCaption() -> some View {
        self
            .font(.caption2)
            .foregroundStyle(.gray)
    }
}
