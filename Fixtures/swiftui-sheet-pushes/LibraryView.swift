import SwiftUI

struct LibraryView: View {
    @State private var sheet: LibrarySheet?

    var body: some View {
        List {
            Button("Details") { sheet = .details }
        }
        .sheet(item: $sheet) { sheet in
            sheetContent(for: sheet)
        }
    }
}

enum LibrarySheet: String, Identifiable {
    case details
    var id: String { rawValue }
}
