import LegibleSwiftSyntax

extension SwiftUIColorUses {
    /// A `.tint(x)` on a `TabView` colors the selected tab's icon and title in the tab bar (Apple, `TabView`: the tab
    /// items take the view's tint), which the system draws on the bar's material over the scrolled content, clear at
    /// the scroll edge (iOS 15+), Liquid Glass on iOS 26: not on the background the `TabView` sits on. The controls
    /// inside the tabs take the tint where they are drawn, each at its own site.
    func tabBarTintReview(_ chain: SwiftModifierChain) -> ReviewReason? {
        guard file.tokens[chain.head].text == "TabView" else { return nil }
        return ReviewReason(
            .blur,
            "a .tint on a TabView (line \(file.tokens[chain.head].line)) colors the selected tab in the tab bar, drawn "
                + "on the bar's material over the scrolled content (Liquid Glass on iOS 26), not on the view's background"
        )
    }
}
