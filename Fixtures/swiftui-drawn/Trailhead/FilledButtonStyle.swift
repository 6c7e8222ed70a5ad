import SwiftUI

/// Every filled button of the app: white text on the brand fill, whatever color the caller sets.
struct FilledButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        PlainFillButtonStyle(textColor: .white, fillColor: .teal)
            .makeBody(configuration: configuration)
    }
}

struct PlainFillButtonStyle: ButtonStyle {
    let textColor: Color
    let fillColor: Color

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundColor(textColor)
            .padding()
            .background(fillColor)
            .opacity(configuration.isPressed ? 0.6 : 1)
    }
}

struct FilledButtonStyle_Previews: PreviewProvider {
    static var previews: some View {
        Button("Preview") {}
            .buttonStyle(CanvasButtonStyle())
    }

    private struct CanvasButtonStyle: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label
                .background(Color.white)
                .foregroundColor(.black)
        }
    }
}
