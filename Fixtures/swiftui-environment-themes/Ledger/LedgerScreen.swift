import SwiftUI

struct LedgerScreen: View {
    @State private var highlighted = false

    var body: some View {
        LedgerRow()
            .environment(\.mood, highlighted ? .vivid : Mood.calm)
    }
}

struct LedgerRow: View {
    @Environment(\.mood) private var mood
    @Environment(\.colorScheme) private var colorScheme
    @Rule private var rule

    private var amountColor: Color {
        switch mood {
        case .calm:
            return colorScheme == .dark ? Color(white: 0.9) : Color(white: 0.2)
        case .vivid, .loud:
            return Color(red: 0.6, green: 0.2, blue: 0)
        }
    }

    var body: some View {
        VStack {
            Text("42.00")
                .foregroundColor(amountColor)
            Text("Paid")
                .foregroundColor(.black)
                .background(rule)
        }
        .background(Color.white)
    }
}
