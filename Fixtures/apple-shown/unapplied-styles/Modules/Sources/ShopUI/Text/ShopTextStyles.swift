import SwiftUI

extension Text {
    public func priceText() -> some View {
        self.modifier(PriceStyle())
    }

    public func footnoteText() -> some View {
        self.modifier(FootnoteStyle())
    }

    private struct PriceStyle: ViewModifier {
        func body(content: Content) -> some View {
            content
                .foregroundColor(.green)
        }
    }

    private struct FootnoteStyle: ViewModifier {
        func body(content: Content) -> some View {
            content
                .foregroundColor(.secondary)
        }
    }
}
