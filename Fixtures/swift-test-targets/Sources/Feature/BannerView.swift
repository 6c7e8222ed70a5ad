import SwiftUI

public struct BannerView: View {
    public init() {}

    public var body: some View {
        Text("Welcome back")
            .foregroundColor(.white)
            .padding()
            .background(Color.black)
    }
}
