import SwiftUI

struct AtlasView: View {
    @Shaded private var shades

    var body: some View {
        VStack {
            Text("Maps")
                .foregroundColor(shades.text)
            Text("Saved")
                .foregroundColor(shades.text)
                .padding()
                .background(CardBackdrop())
        }
        .background(PageBackdrop())
    }
}
