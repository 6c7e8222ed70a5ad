import LegiblePalette

/// A translucent background with nothing known under it (`over` nil): what shows through decides the contrast, and no
/// reader found it (a `tertiarySystemFill` badge in a cell whose own background code sets elsewhere), so the pair
/// needs review instead of being measured over a guessed backdrop.
enum UnknownBackdrop {
    static func apply(palette: Palette, to scan: inout UsageScan) {
        for index in scan.pairs.indices where scan.pairs[index].review == nil && scan.pairs[index].over == nil {
            let background = scan.pairs[index].background
            let named: NamedColor? =
                switch background {
                case .inline(let color): color
                case .named(let name): palette.color(named: name)
                }
            guard
                let translucent = named?.variants.first(where: {
                    ($0.color?.alpha ?? 1) < 1 && ($0.color?.alpha ?? 0) > 0
                })
            else { continue }
            scan.pairs[index].review = ReviewReason(
                .hostUnknown,
                "its background \(background.displayName) is translucent in \(translucent.appearance.label) "
                    + "and what lies under it is not known")
        }
    }
}
