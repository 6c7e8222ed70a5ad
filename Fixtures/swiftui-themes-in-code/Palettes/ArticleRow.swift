import SwiftUI

struct ArticleRow: View {
    let title: String

    var body: some View {
        Text(title)
            .foregroundStyle(.skinText)
            .padding()
            .background(.skinSurface)
    }
}
