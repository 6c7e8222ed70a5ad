/// View styles a library defines, which no file of the app declares, with the attributes of theirs that decide what
/// the view draws under its content. androidx `cardview` (`res/values/styles.xml`, `res/values/colors.xml`):
///
/// | style | what it sets |
/// |---|---|
/// | `Base.CardView` | corner radius, elevation, padding flags: no color |
/// | `CardView` (`CardView`'s `defStyleRes`) | nothing more than `Base.CardView` |
/// | `CardView.Light` | `cardBackgroundColor` `@color/cardview_light_background` `#FFFFFFFF` |
/// | `CardView.Dark` | `cardBackgroundColor` `@color/cardview_dark_background` `#FF424242` |
///
/// A card whose styles set no `cardBackgroundColor` takes the theme's (`CardView`'s constructor reads the attribute
/// with `obtainStyledAttributes`, which falls back to the theme), else one of the two colors above by the lightness
/// of the theme's `android:colorBackground` (`AndroidControlFills.legacyCardFills`).
enum AndroidLibraryViewStyles {
    /// `cardview_light_background` and `cardview_dark_background`.
    static let cardViewBackgrounds = (light: "#FFFFFFFF", dark: "#FF424242")

    /// Each library style's attributes that draw a color, by style name.
    static let styles: [String: [String: String]] = [
        "Base.CardView": [:],
        "CardView": [:],
        "CardView.Light": ["cardBackgroundColor": cardViewBackgrounds.light],
        "CardView.Dark": ["cardBackgroundColor": cardViewBackgrounds.dark],
    ]

    /// Whether `name` is a library view style whose colors are known.
    static func isKnown(_ name: String) -> Bool { styles[name] != nil }

    /// The value `style` gives `attribute`, nil when it sets none (or is not listed).
    static func item(_ attribute: String, inStyle style: String) -> String? { styles[style]?[attribute] }
}
