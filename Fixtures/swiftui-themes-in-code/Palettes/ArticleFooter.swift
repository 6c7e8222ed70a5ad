import SwiftUI

struct ArticleFooter: View {
    @Environment(\.skin) var skin
    let byline: String

    var body: some View {
        Text(byline)
            .foregroundStyle(skin.text.secondary)
            .background(skin.surface.secondary)
    }
}
