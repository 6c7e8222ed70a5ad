import SwiftUI

struct LibraryScreen: View {
    @State private var showsFilters = false

    var body: some View {
        Button("Filters") { showsFilters = true }
            .sheet(isPresented: $showsFilters) {
                FilterSheet()
            }
    }
}
