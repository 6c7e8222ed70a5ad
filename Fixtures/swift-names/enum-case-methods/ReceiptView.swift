import SwiftUI

@main
struct LedgerApp: App {
    var body: some Scene {
        WindowGroup { ReceiptView() }
    }
}

struct ReceiptView: View {
    @Environment(\.colorScheme) var colorScheme

    var body: some View {
        VStack {
            Text("Total")
                .foregroundColor(Tone.Text.secondary.color(colorScheme))
            Text("12.40")
                .foregroundColor(Tone.Text.primary.color(colorScheme))
        }
        .background(Tone.Surface.base.color(colorScheme))
    }
}
