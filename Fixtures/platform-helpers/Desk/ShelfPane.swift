import SwiftUI

struct ShelfPane: View {
    var body: some View {
        VStack {
            Text("Pane caption")
                .foregroundStyle(Color.captionInk)
            Text("Pane muted")
                .foregroundStyle(Ink.muted)
        }
    }
}
