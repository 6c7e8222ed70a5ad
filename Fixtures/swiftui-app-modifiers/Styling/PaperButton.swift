import SwiftUI

struct PaperButton<Label: View>: View {
    var action: () -> Void
    @ViewBuilder var label: () -> Label

    var body: some View {
        Button(action: action) {
            HStack {
                label()
                Spacer()
            }
        }
        .paperRow()
    }
}
