import SwiftUI

/// Shown only in a sheet (`CategoryList`): its rows are at the elevated level in dark.
struct TransferForm: View {
    var body: some View {
        Form {
            Text("From account")
                .foregroundStyle(.secondary)
        }
    }
}
