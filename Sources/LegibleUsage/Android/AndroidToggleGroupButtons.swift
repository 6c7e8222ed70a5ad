/// Buttons in a `MaterialButtonToggleGroup` are checkable (material-components-android
/// `MaterialButtonToggleGroup.setupButtonChild` calls `setCheckable(true)` on each child), so their library text
/// color is a checked-state selector (`mtrl_btn_text_color_selector` and its text and outlined variants: checked
/// `?attr/colorPrimary`, checkable but unchecked `?attr/colorOnSurface` at 60 %; the Material 3 selectors differ by
/// library version). The default-text table knows only the enabled, unchecked-less value, so such a button's default
/// text color is not asserted: which state each button starts in (`app:checkedButton`) and what the user checks
/// decide.
enum AndroidToggleGroupButtons {
    /// The class whose children are checkable buttons.
    static let groupClass = "MaterialButtonToggleGroup"

    /// Why the default text color of the last element of `chain` is not known, when its parent is a toggle group.
    static func checkableReason(_ chain: [AndroidXMLElement]) -> String? {
        guard chain.count >= 2, AndroidViewKinds.simpleName(chain[chain.count - 2].name) == groupClass else {
            return nil
        }
        let group = chain[chain.count - 2]
        let checked =
            group.attributes["app:checkedButton"].map { " (app:checkedButton=\"\($0)\" starts checked)" } ?? ""
        return "it is a checkable button in a \(groupClass)\(checked): its library text color follows the checked "
            + "state (checked ?attr/colorPrimary over a tinted fill, unchecked ?attr/colorOnSurface at 60 %), which "
            + "Legible does not assert per state"
    }
}
