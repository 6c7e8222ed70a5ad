import SwiftUI

/// Another type with a `textColor` of its own.
struct AttachmentCard: View {
    let fileName: String
    var textColor: Color = .orange

    var body: some View {
        Text(fileName)
            .foregroundColor(textColor)
            .padding()
            .background(Color.white)
    }
}
