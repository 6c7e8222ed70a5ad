import SwiftUI

struct TideTableView: View {
    var high: String
    var low: String

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("High water \(high)")
                .font(.footnote)
                .foregroundColor(Color("Faint"))
            Divider()
            Text("Low water \(low)")
                .font(.footnote)
                .foregroundColor(Color("Faint"))
        }
    }
}
