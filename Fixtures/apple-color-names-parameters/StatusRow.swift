import SwiftUI

struct StatusRow: View {
    var body: some View {
        VStack {
            caption("Uploaded")
            caption("Synced")
            badge("New", fill: .green)
            badge("Old", fill: .gray)
        }
        .background(Color.white)
    }

    func caption(_ text: String, color: Color = .blue) -> some View {
        Text(text)
            .foregroundColor(color)
    }

    func badge(_ text: String, fill: Color) -> some View {
        Text(text)
            .foregroundColor(fill)
    }
}
