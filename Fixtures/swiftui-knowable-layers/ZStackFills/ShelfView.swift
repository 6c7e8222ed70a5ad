import SwiftUI

struct ShelfView: View {
    @State private var picked = false
    @State private var state = 0

    var body: some View {
        ZStack {
            Color.indigo.ignoresSafeArea()
            VStack {
                Text("Pantry")
                    .foregroundStyle(.white)
                ZStack {
                    RoundedRectangle(cornerRadius: 12)
                        .fill(Color.teal)
                    Text("Jam")
                        .foregroundColor(.black)
                }
                ZStack {
                    Circle()
                        .fill(Color.green)
                        .frame(width: 28, height: 28)
                    Image(systemName: "checkmark")
                        .foregroundStyle(.white)
                }
                ZStack {
                    RoundedRectangle(cornerRadius: 5)
                        .fill(picked ? Color.green : Color.gray)
                        .aspectRatio(1, contentMode: .fill)
                        .frame(width: 24)
                    if picked {
                        Image(systemName: "checkmark")
                            .foregroundStyle(.white)
                    }
                }
                ZStack(alignment: .bottomLeading) {
                    RoundedRectangle(cornerRadius: 8)
                        .fill(Color.brown)
                        .frame(height: 120)
                    Text("Flour")
                        .foregroundStyle(.white)
                        .padding()
                }
                ZStack {
                    Capsule()
                        .fill(Color.orange)
                        .offset(x: 40)
                    Text("Sugar")
                        .foregroundStyle(.black)
                }
                ZStack {
                    RoundedRectangle(cornerRadius: 4)
                        .strokeBorder(Color.gray)
                    Text("Salt")
                        .foregroundStyle(.purple)
                }
                ZStack {
                    Color.black.opacity(0.4)
                    Text("Rice")
                        .foregroundStyle(.yellow)
                }
                ZStack {
                    RoundedRectangle(cornerRadius: 5)
                        .fill(state == 0 ? Color.gray : Color.green)
                        .frame(width: 24, height: 24)
                    if state == 1 || state == 2 {
                        Image(systemName: state == 1 ? "checkmark" : "minus")
                            .foregroundStyle(.black)
                    }
                }
                ZStack {
                    Circle()
                        .fill(picked ? Color.mint : Color.red)
                    Text("Oats")
                        .foregroundStyle(picked ? Color.black : Color.white)
                }
            }
        }
    }
}
