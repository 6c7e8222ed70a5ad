import SwiftUI

struct SavingsGoals: View {
    @State private var roundUp = true

    var body: some View {
        SkinnedForm {
            Section("Goals") {
                Toggle(isOn: $roundUp) {
                    Text("Round up purchases")
                        .foregroundStyle(.secondary)
                }
            }
        }
    }
}
