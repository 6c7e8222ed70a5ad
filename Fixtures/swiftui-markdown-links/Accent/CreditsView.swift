import SwiftUI

struct CreditsView: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Icons drawn by [Glyph Studio](https://example.com/glyphs), fonts by friends.")
                .foregroundStyle(.secondary)
            Text(verbatim: "Typed as is: [not a link](https://example.com/plain)")
                .foregroundStyle(.secondary)
            Text("Thanks to everyone who sent feedback.")
                .foregroundStyle(.secondary)
            Text(AttributedString(markdown: "Read the [changelog](https://example.com/changes)."))
                .foregroundColor(.primary)
        }
        .padding()
        .background(Color.white)
    }
}
