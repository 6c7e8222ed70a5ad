import SwiftUI

/// A launch cover drawn first in the stack, under the retry prompt shown when unlocking fails.
struct LockScreen: View {
    @State private var failed = false

    var body: some View {
        ZStack {
            GeometryReader { proxy in
                Image(systemName: "lock.shield")
                    .position(x: proxy.size.width / 2, y: proxy.size.height / 3)
            }
            .background(Color(red: 0.14, green: 0.12, blue: 0.13))
            .mask {
                Rectangle()
            }
            .ignoresSafeArea()
            if failed {
                VStack {
                    Text("Unlock failed")
                        .foregroundColor(.white)
                    WelcomeBanner()
                }
            }
        }
    }
}

/// A full-size frame with a background under a later child.
struct WelcomeBanner: View {
    var body: some View {
        ZStack {
            VStack {
                Spacer()
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(Color.black)
            Text("Welcome back")
                .foregroundColor(.yellow)
            BadgeRow()
        }
    }
}

/// A stack child sized by its content does not cover the text.
struct BadgeRow: View {
    var body: some View {
        ZStack {
            HStack {
                Image(systemName: "star")
            }
            .background(Color.red)
            Text("Gold member")
                .foregroundColor(.orange)
        }
    }
}
