import SwiftUI

struct PaletteBar: View {
    @State private var ink = Color.red

    var body: some View {
        HStack {
            Button {
                ink = .black
            } label: {
                Image(systemName: "eraser")
            }
            .foregroundStyle(.white)

            Button(action: { ink = .clear }) {
                Image("BrushIcon")
                    .renderingMode(.template)
            }
            .foregroundColor(.orange)

            Button {
                ink = .white
            } label: {
                Label("Undo", systemImage: "arrow.uturn.backward")
                    .labelStyle(.iconOnly)
            }
            .foregroundStyle(.gray)

            Button("Clear") {
                ink = .clear
            }
            .foregroundStyle(.pink)

            ForEach([Color.red, .green, .blue, .yellow], id: \.self) { swatch in
                Circle()
                    .foregroundColor(swatch)
                    .frame(width: 24, height: 24)
            }
            ForEach([Color.black, .gray], id: \.self) {
                Circle().foregroundStyle($0).frame(width: 24, height: 24)
            }
        }
    }
}
