import LegiblePalette

/// An AppKit text field drawn with a bezel (`borderStyle="bezel"` on its cell: the square bezel, or the rounded one
/// with `bezelStyle="round"`) that draws its background (`drawsBackground="YES"`): in the light appearance AppKit fills
/// the bezel with the cell's `backgroundColor`; in Dark Aqua it draws its own translucent bezel fill over what is
/// behind the field instead, a system fill whose value is neither a documented AppKit color nor in the source. When
/// that field's background is the layer under its text, the light pairs stay and the dark ones need review, naming
/// the field.
enum IBBezeledFields {
    /// The cell of the bezeled text field (a secure, search, combo box or token field too) whose own background is
    /// the pair's layer, or nil.
    static func field(of element: IBNode, layer: String?) -> IBNode? {
        guard
            let cell = ([element] + element.ancestors).first(where: {
                IBElementKinds.backgroundOffByDefault.contains($0.name) && $0.name != "datePickerCell"
            }), cell["borderStyle"] == "bezel", cell["drawsBackground"] == "YES", let field = cell.parent,
            let layer, layer == cell["id"] || layer == field["id"]
        else { return nil }
        return cell
    }

    /// The pair per appearance: light as it is, dark for review (the bezel's fill), each kept to the appearances the
    /// pair already had.
    static func split(_ pair: ObservedPair, field cell: IBNode) -> [ObservedPair] {
        let field = cell.parent ?? cell
        let all = pair.appearances ?? Appearance.allCases
        var light = pair
        light.appearances = all.filter { !$0.isDark }
        var dark = pair
        dark.appearances = all.filter(\.isDark)
        let rounded = cell["bezelStyle"] == "round" ? "rounded" : "square"
        dark.review =
            dark.review
            ?? ReviewReason(
                .customDrawing,
                "\(field.name) \(field["id"] ?? "") (line \(field.line)) has a \(rounded) bezel: in the dark appearance "
                    + "AppKit fills it with its own translucent bezel fill, not its backgroundColor, a system fill "
                    + "with no value in the source")
        return [light, dark].filter { !($0.appearances ?? []).isEmpty }
    }
}
