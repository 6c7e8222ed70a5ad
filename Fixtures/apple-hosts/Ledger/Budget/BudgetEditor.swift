import SwiftUI

struct BudgetEditor: View {
    @State private var limit = 500.0
    @State private var currency = "USD"

    var body: some View {
        LedgerForm {
            Section {
                Text("Monthly limit")
                    .foregroundStyle(.secondary)
                Slider(value: $limit, in: 0...2_000)
                CurrencyPicker(code: $currency)
            } header: {
                Text("Limits")
                    .foregroundStyle(.white)
            }
        }
    }
}
