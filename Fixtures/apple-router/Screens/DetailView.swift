import SwiftUI

struct DetailView: View {
    let title: String

    var body: some View {
        List {
            Text(title).foregroundStyle(.secondary)
        }
    }
}
