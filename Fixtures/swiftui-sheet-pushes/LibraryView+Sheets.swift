import SwiftUI

extension LibraryView {
    @ViewBuilder
    func sheetContent(for sheet: LibrarySheet) -> some View {
        switch sheet {
        case .details:
            detailsSheet()
        }
    }

    @ViewBuilder
    private func detailsSheet() -> some View {
        NavigationStack {
            BookDetailsView()
        }
    }
}
