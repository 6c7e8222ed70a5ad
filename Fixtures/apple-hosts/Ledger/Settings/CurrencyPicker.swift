import SwiftUI

struct CurrencyPicker: View {
    @Binding var code: String
    let codes = ["USD", "EUR", "JPY"]

    var body: some View {
        Picker(selection: $code) {
            ForEach(codes, id: \.self) { code in
                Text(code).foregroundStyle(.secondary)
            }
        } label: {
            Text("Currency").foregroundStyle(.primary)
        }
    }
}
