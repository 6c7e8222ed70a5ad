import SwiftUI

/// A section whose rows sit on the app's card color; its header, when given, is the section's header.
struct CardSection<Content: View, Header: View>: View {
    private let content: Content
    private let header: Header?

    var body: some View {
        Group {
            if let header = header {
                Section {
                    content
                } header: {
                    header
                }
            } else {
                Section {
                    content
                }
            }
        }
        .listRowBackground(Color.yellow)
    }
}

extension CardSection {
    init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header) {
        self.content = content()
        self.header = header()
    }
}
