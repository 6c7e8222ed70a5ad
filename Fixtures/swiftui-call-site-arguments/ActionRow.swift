import SwiftUI

struct ActionRow: View {
    let title: String
    let includeChevron: Bool
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            HStack {
                Text(title).foregroundColor(.primary)
                Spacer()
                if includeChevron {
                    Image(systemName: "chevron.right").foregroundColor(.gray)
                }
            }
        }
    }
}
