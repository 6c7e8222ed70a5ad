import SwiftUI

struct ToastView: View {
    let toastTheme: ToastTheme
    let message: String

    var body: some View {
        Text(message)
            .foregroundColor(Color(toastTheme.message))
            .background(Color(toastTheme.fill))
    }
}
