import SwiftUI

struct SyncSettings: View {
    var body: some View {
        VStack {
            Text("Last synced")
                .foregroundColor(.orange)
                .background(Color.white)
            SyncAccountRow()
        }
    }
}

/// Only the sync pane shows it.
struct SyncAccountRow: View {
    var body: some View {
        Text("iCloud")
            .foregroundColor(.yellow)
            .background(Color.white)
    }
}

#Preview {
    SyncSettings()
}

struct SyncSettings_Previews: PreviewProvider {
    static var previews: some View { SyncAccountRow() }
}
