import SwiftUI

extension Text {
    func footnoteCaption() -> some View {
        self
            .font(.footnote)
            .foregroundColor(.secondary)
    }
}
