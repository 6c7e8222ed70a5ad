import SwiftUI

struct ShelfFooter: View {
    var body: some View {
        Text("Shelf footer")
            .foregroundStyle(.footerInk)
    }
}
