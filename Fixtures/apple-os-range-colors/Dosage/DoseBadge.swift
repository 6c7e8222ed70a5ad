import SwiftUI

struct DoseBadge: View {
    var body: some View {
        VStack {
            Text("Bolus")
                .foregroundColor(Color("Bolus").opacity(0.5))
            Text("Export ready")
                .foregroundColor(.brandAccent)
            Text("Scheduled")
                .foregroundColor(Color(UIColor.systemOrange))
        }
        .background(Color.white)
    }
}
