import SwiftUI

struct SummaryView: View {
    var body: some View {
        VStack {
            VStack(alignment: .leading) {
                Text("Balance")
                    .foregroundStyle(.white)
            }
            .padding()
            .background(Color.indigo)

            HStack {
                Text("Spent")
                    .foregroundColor(.black)
            }
            .padding()
            .background {
                RoundedRectangle(cornerRadius: 12)
                    .fill(Color.mint)
            }

            Text("Saved")
                .foregroundStyle(.white)
                .padding()
                .cardStyle()

            VStack {
                Text("Owed")
                    .foregroundStyle(.black)
            }
            .modifier(TileBackground())

            panel {
                Text("Income")
                    .foregroundStyle(.white)
            }

            VStack {
                Text("Fees")
                    .foregroundStyle(.black)
            }
            .background(RoundedRectangle(cornerRadius: 8).fill(Color.yellow))

            VStack {
                Text("Taxes")
                    .foregroundStyle(.white)
            }
            .background(Color.brown, in: RoundedRectangle(cornerRadius: 8))
        }
    }

    @ViewBuilder
    func panel<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
        content()
            .padding()
            .background(Color.teal)
    }
}

struct TileBackground: ViewModifier {
    func body(content: Content) -> some View {
        content
            .padding()
            .background(Color.orange)
    }
}

extension View {
    func cardStyle() -> some View {
        self.background(
            RoundedRectangle(cornerRadius: 10)
                .fill(Color.purple)
        )
    }
}
