import LegibleSwiftSyntax

/// The options of a SwiftUI `Picker` and the items of a `Menu` are not drawn where the control is: a `Menu`, and a
/// `Picker` in the `.menu` style (the default in a form on iOS 16+ and macOS), show them in a pop-up menu on a
/// system material; `.segmented` draws them in the segments of a control; `.navigationLink` on a pushed list. Only
/// the `.inline` and `.wheel` styles draw them in place (on the row or view around the picker). The control's label
/// (`Picker("Currency", …)`, `label: { … }`) is drawn in place.
extension SwiftUIColorUses {
    static let menuControls: Set<String> = ["Picker", "Menu"]
    static let inPlacePickerStyles: Set<String> = ["inline", "wheel", "InlinePickerStyle", "WheelPickerStyle"]

    /// Why the view directly inside the bracket `open` (owned by the name at `owner`) is not drawn where the control
    /// is: nil when the bracket is not a picker's or menu's content, or the picker draws its options in place.
    func menuContentReview(open: Int, owner: Int) -> ReviewReason? {
        let name = file.tokens[owner].text
        guard Self.menuControls.contains(name), file.nesting.isPunctuation(open, "{"),
            !(owner > 0 && file.nesting.isPunctuation(owner - 1, ".")),
            !(open >= 2 && file.nesting.isPunctuation(open - 1, ":")) // `label: { … }` is drawn in place
        else { return nil }
        let line = file.location(owner).line
        guard name == "Picker" else {
            return ReviewReason(
                .blur, "an item of the Menu at line \(line), drawn in a pop-up menu on a system material")
        }
        let style = nearest(
            "pickerStyle", from: SwiftModifierChain(around: owner, in: file.nesting, aliases: hosts?.modifierAliases)
        )
        .flatMap { $0.arguments.flatMap { file.nesting.argument($0) } }
        .flatMap(SwiftUIButtonFill.styleName)
        if let style, Self.inPlacePickerStyles.contains(style) { return nil }
        switch style {
        case "segmented", "SegmentedPickerStyle":
            return ReviewReason(
                .customDrawing, "an option of the segmented Picker at line \(line), drawn on its segment fill")
        case "navigationLink", "NavigationLinkPickerStyle":
            return ReviewReason(
                .hostUnknown, "an option of the Picker at line \(line), drawn in the list it pushes")
        default:
            return ReviewReason(
                .blur,
                "an option of the Picker at line \(line) (\(style.map { ".\($0)" } ?? "default") style), drawn in a "
                    + "pop-up menu on a system material")
        }
    }
}
