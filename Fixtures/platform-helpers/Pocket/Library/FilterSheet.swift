import SwiftUI

struct FilterSheet: View {
    var body: some View {
        NavigationStack {
            VStack {
                NavigationLink("Authors") {
                    AuthorFilter()
                }
            }
            .navigationDestination(for: String.self) { tag in
                TagFilter(tag: tag)
            }
        }
    }
}
