import SwiftUI

struct CoverView: View {
    var body: some View {
        Text("Summer 2026")
            .foregroundColor(.white)
            .padding()
            .background(Color.black)
    }
}
