import SwiftUI

struct ShelfList: View {
    let books = ["Dune", "Emma"]

    var body: some View {
        List(books, id: \.self) { title in
            Text(title)
                .swipeActions(edge: .trailing) {
                    Button(role: .destructive) {
                    } label: {
                        Image(systemName: "trash")
                    }
                    .tint(.red)
                }
        }
    }
}
