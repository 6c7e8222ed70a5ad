import LegibleSwiftSyntax

/// Liquid Glass (iOS 26, macOS 26; Apple, "Applying Liquid Glass to custom views"): `.glassEffect(…)` draws a
/// translucent glass shape behind the view it modifies, `GlassEffectContainer { … }` merges the glass of the views in
/// it, and a toolbar's items sit on the bar's glass platter. The glass blurs and tints whatever scrolls or lies
/// beneath it, so the layer under text there has no color Legible can know: such a pair needs review (`.blur`).
/// (`.buttonStyle(.glass)` / `.glassProminent` is read with the other button styles, `SwiftUIButtonFill`.)
enum SwiftUILiquidGlass {
    /// The modifier that draws glass behind the view it modifies.
    static let modifier = "glassEffect"
    /// The container whose content's glass shapes are drawn together.
    static let container = "GlassEffectContainer"
    /// The calls and modifiers whose content is drawn on the navigation bar or toolbar; `navigationBarItems` is the
    /// iOS 13 modifier (deprecated) that puts its `leading` / `trailing` views on the navigation bar.
    static let toolbarOwners: Set<String> = ["toolbar", "ToolbarItem", "ToolbarItemGroup", "navigationBarItems"]
    /// iOS 26's modifier whose content a `TabView` draws above its tab bar, on Liquid Glass.
    static let bottomAccessory = "tabViewBottomAccessory"

    /// Why text over the glass of `.glassEffect(…)` written at `line` needs review.
    static func effectReview(line: Int) -> ReviewReason {
        ReviewReason(
            .blur,
            "on Liquid Glass (.glassEffect, line \(line)): a translucent material over whatever lies or scrolls "
                + "beneath it")
    }

    /// Why text in a `GlassEffectContainer` (written at `line`) needs review.
    static func containerReview(line: Int) -> ReviewReason {
        ReviewReason(
            .blur,
            "in a GlassEffectContainer (line \(line)): drawn on Liquid Glass, a translucent material over whatever "
                + "lies beneath it")
    }

    /// Why text in a `.tabViewBottomAccessory { … }` written at `line` needs review.
    static func bottomAccessoryReview(line: Int) -> ReviewReason {
        ReviewReason(
            .blur,
            "in a TabView's bottom accessory (.tabViewBottomAccessory (line \(line))): drawn on Liquid Glass above the "
                + "tab bar, over the scrolled content")
    }

    /// Why text in a `.toolbar { … }` / `ToolbarItem` (written at `line`) needs review.
    static func toolbarReview(line: Int, owner: String = "toolbar") -> ReviewReason {
        let place = owner == "navigationBarItems" ? "in .navigationBarItems" : "in a .toolbar"
        return ReviewReason(
            .blur,
            "\(place) (line \(line)): drawn on the bar, a material over the scrolled content (Liquid Glass on 26)")
    }
}
