import SwiftUI

struct HintView: View {
    var body: some View {
        Text("Swipe to dismiss")
            .foregroundColor(Color("Subtitle").opacity(0.5))
            .background(Color.white)
    }
}
