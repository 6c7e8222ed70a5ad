import SwiftUI

struct ReadingList: View {
    var body: some View {
        NavigationStack {
            Text("Nothing to read")
                .foregroundStyle(Color.gray)
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        Text("Edit")
                            .foregroundStyle(Color.orange)
                    }
                }
        }
    }
}
