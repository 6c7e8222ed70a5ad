/// The text colors of the libraries' text appearances, for a text view whose appearance is one of them
/// (`android:textAppearance="?attr/textAppearanceBody1"`, `@style/TextAppearance.Material3.TitleMedium`, an app
/// appearance inheriting one) and that nothing else colors. Sources:
///
/// - AppCompat (androidx `appcompat/res/values/styles_base_text.xml`): `Base.TextAppearance.AppCompat` and its
///   Headline, Title, Subhead, Body1, Body2, Menu, Button and Large `?android:textColorPrimary`; Display1–4, Caption
///   and Medium `?android:textColorSecondary`; Small `?android:textColorTertiary`.
/// - Material Components (`typography/res/values/styles.xml`) and Material 3 (`typography/res/values/tokens.xml`,
///   `TextAppearance.Material3.X` → `TextAppearance.M3.Sys.Typescale.X`) set no text color: each inherits the
///   AppCompat appearance listed in `typeScaleParents`.
/// - The theme attributes naming them (`textAppearanceBody1`, `textAppearanceBodyMedium`): Material Components themes
///   (and Material 3's, which inherit them) set `textAppearanceX` to `TextAppearance.MaterialComponents.X`; Material 3
///   themes set the Material 3 names to `TextAppearance.Material3.X` (`theme/res/values/themes_base*.xml`).
extension AndroidThemeDefaults {
    static let primaryText = "?android:attr/textColorPrimary"
    static let secondaryText = "?android:attr/textColorSecondary"

    /// AppCompat's text appearances by the suffix after `TextAppearance.AppCompat` ("" for the base).
    static let appCompatAppearanceColors: [String: String] = [
        "": primaryText, "Headline": primaryText, "Title": primaryText, "Subhead": primaryText,
        "Body1": primaryText, "Body2": primaryText, "Menu": primaryText, "Button": primaryText, "Large": primaryText,
        "Display1": secondaryText, "Display2": secondaryText, "Display3": secondaryText, "Display4": secondaryText,
        "Caption": secondaryText, "Medium": secondaryText, "Small": "?android:attr/textColorTertiary",
    ]

    /// The Material type scales: style → the AppCompat appearance (suffix) it inherits.
    static let typeScaleParents: [String: String] = [
        "TextAppearance.MaterialComponents.Headline1": "Display4",
        "TextAppearance.MaterialComponents.Headline2": "Display3",
        "TextAppearance.MaterialComponents.Headline3": "Display2",
        "TextAppearance.MaterialComponents.Headline4": "Display1",
        "TextAppearance.MaterialComponents.Headline5": "Headline",
        "TextAppearance.MaterialComponents.Headline6": "Title",
        "TextAppearance.MaterialComponents.Subtitle1": "Subhead",
        "TextAppearance.MaterialComponents.Subtitle2": "Subhead",
        "TextAppearance.MaterialComponents.Body1": "Body2", "TextAppearance.MaterialComponents.Body2": "Body1",
        "TextAppearance.MaterialComponents.Caption": "Caption", "TextAppearance.MaterialComponents.Button": "Button",
        "TextAppearance.MaterialComponents.Overline": "",
        "TextAppearance.Material3.DisplayLarge": "Display3", "TextAppearance.Material3.DisplayMedium": "Display2",
        "TextAppearance.Material3.DisplaySmall": "Display1", "TextAppearance.Material3.HeadlineLarge": "Display1",
        "TextAppearance.Material3.HeadlineMedium": "Headline", "TextAppearance.Material3.HeadlineSmall": "Title",
        "TextAppearance.Material3.TitleLarge": "Title", "TextAppearance.Material3.TitleMedium": "Subhead",
        "TextAppearance.Material3.TitleSmall": "Subhead", "TextAppearance.Material3.BodyLarge": "Body2",
        "TextAppearance.Material3.BodyMedium": "Body1", "TextAppearance.Material3.BodySmall": "Caption",
        "TextAppearance.Material3.LabelLarge": "Body1", "TextAppearance.Material3.LabelMedium": "Caption",
        "TextAppearance.Material3.LabelSmall": "Caption",
    ]

    /// The text color of library text appearance `name` (as a style reference names it), nil when not listed.
    static func libraryAppearanceColor(_ name: String) -> String? {
        let prefix = "TextAppearance.AppCompat"
        if name == prefix { return appCompatAppearanceColors[""] }
        if name.hasPrefix(prefix + ".") { return appCompatAppearanceColors[String(name.dropFirst(prefix.count + 1))] }
        let typeScale = name.replacingOccurrences(
            of: "TextAppearance.M3.Sys.Typescale.", with: "TextAppearance.Material3.")
        return typeScaleParents[typeScale].flatMap { appCompatAppearanceColors[$0] }
    }

    /// The popup menu text appearances (`textAppearanceLargePopupMenu`, `…SmallPopupMenu`), which the Material themes
    /// point at another appearance attribute (`theme/res/values/themes_base.xml`): Material 3
    /// `?attr/textAppearanceBodyLarge`, Material Components `?attr/textAppearanceSubtitle1`.
    static let popupMenuAppearanceAttributes: Set<String> = [
        "textAppearanceLargePopupMenu", "textAppearanceSmallPopupMenu",
    ]
    static let popupMenuAppearances: [Library: String] = [
        .material3: "textAppearanceBodyLarge", .materialComponents: "textAppearanceSubtitle1",
    ]

    /// The library appearance a theme attribute names under `library` when the app's theme does not set it
    /// (`textAppearanceBody1` → `TextAppearance.MaterialComponents.Body1`), nil when the library sets none.
    static func libraryAppearance(attribute: String, library: Library?) -> String? {
        guard let library, library == .materialComponents || library == .material3,
            attribute.hasPrefix("textAppearance")
        else {
            return nil
        }
        if popupMenuAppearanceAttributes.contains(attribute) {
            return popupMenuAppearances[library].flatMap { libraryAppearance(attribute: $0, library: library) }
        }
        let suffix = attribute.dropFirst("textAppearance".count)
        let components = "TextAppearance.MaterialComponents." + suffix
        if typeScaleParents[components] != nil { return components }
        let material3 = "TextAppearance.Material3." + suffix
        return library == .material3 && typeScaleParents[material3] != nil ? material3 : nil
    }
}
