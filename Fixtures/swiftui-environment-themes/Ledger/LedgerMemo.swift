import SwiftUI

struct LedgerMemo: View {
    @State private var chosenInk = Color.blue

    var body: some View {
        MemoLine()
            .environment(\.ink, Ink(text: chosenInk))
    }
}

struct MemoLine: View {
    @Environment(\.ink) private var ink

    var body: some View {
        Text("Memo")
            .foregroundColor(ink.text)
    }
}
