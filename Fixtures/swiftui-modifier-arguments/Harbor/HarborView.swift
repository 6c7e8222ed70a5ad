import SwiftUI

struct HarborView: View {
    @Painted private var paint

    var body: some View {
        VStack {
            Text("Harbor")
                .foregroundColor(paint.text)
                .shadedPanel()
            Text("Docks")
                .foregroundColor(paint.text)
                .modifier(Raised(lifted: true))
            Text("Piers")
                .foregroundColor(paint.text)
                .modifier(Raised(lifted: false))
        }
        .background(paint.page)
    }
}
