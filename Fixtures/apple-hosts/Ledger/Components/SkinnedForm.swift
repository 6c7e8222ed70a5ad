import SwiftUI

/// The form every settings screen uses: rows on the user's skin, or the system's rows when `compact`.
struct SkinnedForm<Content: View>: View {
    @Environment(\.skin) private var skin
    private var content: Content
    private var compact: Bool

    init(compact: Bool = false, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.compact = compact
    }

    var body: some View {
        if compact {
            compactBody
        } else {
            self.skinnedBody
        }
    }

    @ViewBuilder
    private var skinnedBody: some View {
        Form {
            Group {
                content
            }
            .listRowBackground(skin.rowFill)
        }
        .scrollContentBackground(.hidden)
        .background(skin.paper)
    }

    private var compactBody: some View {
        Form {
            content
        }
    }
}
