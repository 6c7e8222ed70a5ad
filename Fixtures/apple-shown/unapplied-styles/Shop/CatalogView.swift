import ShopUI
import SwiftUI

struct CatalogView: View {
    @State private var count = 0

    var body: some View {
        VStack {
            Text("Lamp")
                .priceText()
            Button("Add to cart") { count += 1 }
                .buttonStyle(.pill)
        }
    }
}
