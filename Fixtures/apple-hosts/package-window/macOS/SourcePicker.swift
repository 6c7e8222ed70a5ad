import SwiftUI

struct SourcePicker: View {
    var body: some View {
        VStack {
            Text("Music folder")
                .foregroundStyle(.secondary)
        }
    }
}
