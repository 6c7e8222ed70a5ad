import LegiblePalette

/// AppKit colors that follow a choice the person using the Mac makes in System Settings → Appearance, so a pair drawn
/// with one as its text or its background has no one value to assert (Apple, NSColor: `controlAccentColor` "the
/// user's selected accent color"; `selectedContentBackgroundColor`, `keyboardFocusIndicatorColor` and the deprecated
/// `alternateSelectedControlColor` follow the accent color; `selectedTextBackgroundColor` and `selectedControlColor`
/// follow the highlight color, which defaults to the accent). Legible's table gives them the default blue, which a
/// user with a yellow or graphite accent never sees: such a pair needs review ("user accent color"), whichever
/// reader found it (a storyboard's `systemColor`, Swift or Objective-C code).
enum UserAccentColors {
    /// The names, as code and documents write them without the `Color` suffix.
    static let names: Set<String> = [
        "controlAccent", "selectedContentBackground", "alternateSelectedControl", "keyboardFocusIndicator",
        "selectedTextBackground", "selectedControl",
    ]

    /// The accent-following color `color` is, by its name (`controlAccentColor`, `NSColor.controlAccentColor`,
    /// `controlAccent`), or nil.
    static func accentName(_ color: ObservedColor) -> String? {
        guard case .inline(let named) = color else { return nil }
        var name = Substring(named.name)
        if let dot = name.lastIndex(of: ".") { name = name[name.index(after: dot)...] }
        if name.hasSuffix("Color") { name = name.dropLast(5) }
        return names.contains(String(name)) ? String(name) + "Color" : nil
    }

    /// Marks every pair not already under review whose text or background follows the user's accent color.
    static func apply(to scan: inout UsageScan) {
        for index in scan.pairs.indices where scan.pairs[index].review == nil {
            let pair = scan.pairs[index]
            let side: (String, String)? =
                accentName(pair.background).map { ("background", $0) }
                ?? accentName(pair.foreground).map { ("text color", $0) }
            guard let (what, name) = side else { continue }
            scan.pairs[index].review = ReviewReason(
                .userAccent,
                "the \(what) is \(name), the accent color the user picks in System Settings (Legible's table holds "
                    + "only the default blue)")
        }
    }
}
