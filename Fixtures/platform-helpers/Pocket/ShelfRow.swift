import SwiftUI

struct ShelfRow: View {
    var body: some View {
        VStack {
            Text("Shelf caption")
                .foregroundStyle(Color.captionInk)
            Text("Shelf muted")
                .foregroundStyle(Ink.muted)
            Text("Shelf release")
                .foregroundStyle(Color.releaseInk)
        }
    }
}
