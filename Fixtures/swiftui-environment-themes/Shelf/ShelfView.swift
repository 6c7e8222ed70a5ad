import SwiftUI

struct ShelfView: View {
    @Shade private var swatches

    var body: some View {
        VStack {
            Text("Shelf")
                .foregroundColor(swatches.ink)
            caption("12 books")
        }
        .background(swatches.page)
    }

    @ViewBuilder
    private func caption(_ text: String) -> some View {
        Text(text)
            .foregroundStyle(swatches.hint)
    }
}
